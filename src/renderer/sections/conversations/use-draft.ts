import { useCallback, useEffect, type RefObject } from 'react';
import { useStore } from 'zustand';
import { type ChatDrafts, type DraftState } from '../../data/chat-drafts';
import { type ComposerHandle } from './Composer';

const NO_STATE: DraftState = {};

/**
 * The open thread's draft: this device's shown at once, the server's when it is newer and
 * nothing typed here waits (read when the thread opens and whenever the window regains focus,
 * so a draft written on another computer appears), and every change of the composer's text
 * handed to the drafts (`data.chats.drafts`), which keep it here and on the server.
 */
export function useDraft(
  drafts: ChatDrafts,
  session: string,
  composer: RefObject<ComposerHandle | null>,
) {
  const state = useStore(drafts.state, (all) => all[session] ?? NO_STATE);
  useEffect(() => {
    let live = true;
    /** What this hook last put in the box: the server's may replace only that, not typing. */
    let shown = '';
    const show = (text: string): boolean => {
      if (!live || !composer.current?.replaceText(text, shown)) return false;
      shown = text;
      return true;
    };
    const refresh = () => {
      void drafts.refresh(session).then(
        (text) => {
          if (text !== undefined && show(text)) void drafts.showing(session, text);
        },
        () => {},
      );
    };
    void drafts.local(session).then(show).then(refresh);
    window.addEventListener('focus', refresh);
    return () => {
      live = false;
      window.removeEventListener('focus', refresh);
    };
  }, [drafts, session, composer]);

  const onTextChange = useCallback(
    (text: string) => drafts.typed(session, text),
    [drafts, session],
  );
  const keepMine = useCallback(
    () => void drafts.keepMine(session).catch(() => {}),
    [drafts, session],
  );
  const takeTheirs = useCallback(
    () =>
      void drafts.takeTheirs(session).then(
        (text) => composer.current?.replaceText(text),
        () => {},
      ),
    [drafts, session, composer],
  );
  return { state, onTextChange, keepMine, takeTheirs };
}
