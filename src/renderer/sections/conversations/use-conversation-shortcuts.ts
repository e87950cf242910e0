import { useEffect, type RefObject } from 'react';
import { type ConversationSummary } from '../../state/conversation-list';
import { useAppStore } from '../../state/app-store';

/**
 * What the window's shortcuts ask of Conversations (`shell/use-shortcuts.ts`): New chat, the
 * next or previous conversation of the list as shown (not wrapping: at its end nothing moves),
 * and its search field. A request made from another section waits here until Conversations is
 * shown, and is taken once; a move waits for the list's first read (`listed`), or Alt+Down
 * pressed as the section opens would find no conversation to go to.
 */
export function useConversationShortcuts({
  shown,
  listed,
  openSession,
  onOpen,
  onNewChat,
  search,
}: {
  shown: readonly ConversationSummary[];
  listed: boolean;
  openSession: string | undefined;
  onOpen: (summary: ConversationSummary) => void;
  onNewChat: () => void;
  search: RefObject<HTMLInputElement | null>;
}): void {
  const request = useAppStore((s) => s.conversationRequest);
  useEffect(() => {
    if (request === undefined) return;
    const move = request === 'next' || request === 'previous';
    if (move && !listed) return;
    useAppStore.getState().setConversationRequest(undefined);
    if (request === 'newChat') onNewChat();
    else if (request === 'search') search.current?.focus();
    else {
      const at = shown.findIndex((s) => s.session === openSession);
      const to =
        at < 0 ? (request === 'next' ? 0 : shown.length - 1) : at + (request === 'next' ? 1 : -1);
      const target = shown[to];
      if (target) onOpen(target);
    }
  }, [request, shown, listed, openSession, onOpen, onNewChat, search]);
}
