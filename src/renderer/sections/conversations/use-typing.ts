import { useEffect } from 'react';
import { useStore } from 'zustand';
import { type Api } from '../../../shared/contract';
import { type AccountData } from '../../data';

/**
 * Who is typing in an open external session, or undefined: main watches the session's typing
 * (the guide's `chatTypingEvent`, subscribed by the session's oid) while the thread is open,
 * and again after a new sign-in; what arrives is kept in the local data (`data.live.typing`).
 */
export function useTyping(
  api: Api,
  data: AccountData,
  session: string,
  external: boolean,
): string | undefined {
  const signedIn = useStore(data.live.status, (s) => s.state !== 'off');
  useEffect(() => {
    if (!external || !signedIn) return;
    const watch = (on: boolean) => void api.live.watchTyping({ session, on }).catch(() => {});
    watch(true);
    return () => watch(false);
  }, [api, session, external, signedIn]);
  return useStore(data.live.typing.state, (s) => (external ? s[session] : undefined));
}
