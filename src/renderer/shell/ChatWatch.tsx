import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, type ReactElement } from 'react';
import { useStore } from 'zustand';
import { type Api } from '../../shared/contract';
import { useReadyAccountData, type AccountData } from '../data';
import { useGroupLabels } from '../data/use-group-labels';
import { summarize } from '../state/conversation-list';
import { receiptSessions } from '../data/read-state';
import { formatTimestamp } from '../../shared/interface';
import { useChatLog } from '../data/use-chat-log';
import { useChatWatch } from './use-chat-watch';
import { useAppStore } from '../state/app-store';

/**
 * New messages wherever the user is (any section): their desktop notifications and the one
 * unread count the title, badge and tray show. Beside the shell, like the missed-call watch; it
 * needs no place on screen.
 */
export function ChatWatch({ api, me }: { api: Api; me: string }): ReactElement | null {
  const data = useReadyAccountData();
  return data ? <ReadyChatWatch api={api} data={data} me={me} /> : null;
}

function ReadyChatWatch({ api, data, me }: { api: Api; data: AccountData; me: string }): null {
  const readMarks = useStore(data.readState.state);
  const { read, messages } = useChatLog(data);
  const outbox = useLiveQuery(() => data.outbox.messages(), [data.outbox]);
  const unread = useMemo(
    () => summarize(messages, outbox ?? [], readMarks, me).reduce((n, s) => n + s.unread, 0),
    [messages, outbox, readMarks, me],
  );
  // The newest sessions' read and delivery dates: main watches them for the threads' receipts.
  useEffect(() => data.readState.watch(receiptSessions(messages)), [data, messages]);
  const groupNames = useGroupLabels(data, me);
  const openThread = useAppStore((s) => s.openThread);
  useChatWatch({
    api,
    // Not before the first read: an empty first look is no baseline.
    messages: read?.rows && messages,
    openSession: openThread,
    unread,
    since: `${formatTimestamp(data.openedAt)}|`,
    me,
    groupName: (session) => groupNames.get(session),
    onOpen: (session, name) => useAppStore.getState().openChat({ session, name }),
  });
  return null;
}
