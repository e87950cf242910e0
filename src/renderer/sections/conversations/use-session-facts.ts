import { useEffect, useState } from 'react';
import { type CallResult } from '../../../shared/contract';
import { type Chats } from '../../data/chats';

export type SessionFacts = CallResult<'chat.session'>;

/**
 * What the server says of an open session (disabled, its type), read once when the thread
 * opens, so a closed chat is known before anything is typed into it. Unknown (undefined) while
 * the read is under way, offline, or on a server without the read: the thread then learns a
 * closed chat from the server's refusal (10066), as before.
 */
export function useSessionFacts(chats: Chats, session: string): SessionFacts | undefined {
  const [facts, setFacts] = useState<{ session: string; facts: SessionFacts }>();
  useEffect(() => {
    let live = true;
    chats
      .session({ session })
      .then((read) => live && setFacts({ session, facts: read }))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [chats, session]);
  return facts?.session === session ? facts.facts : undefined;
}
