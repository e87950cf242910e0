import { useEffect, type ReactElement } from 'react';
import { type Api } from '../../shared/contract';
import { useReadyAccountData, type AccountData } from '../data';
import { useGroupLabels } from '../data/use-group-labels';
import { receiptSessions } from '../data/read-state';
import { formatTimestamp } from '../../shared/interface';
import { useChatLog } from '../data/use-chat-log';
import { useChatWatch } from './use-chat-watch';
import { useAppStore } from '../state/app-store';

/**
 * New messages wherever the user is (any section): their desktop notifications, and main's
 * watch of the newest threads' receipts. Beside the shell; it needs no place on screen.
 */
export function ChatWatch({ api, me }: { api: Api; me: string }): ReactElement | null {
  const data = useReadyAccountData();
  return data ? <ReadyChatWatch api={api} data={data} me={me} /> : null;
}

function ReadyChatWatch({ api, data, me }: { api: Api; data: AccountData; me: string }): null {
  const { read, messages } = useChatLog(data);
  // The newest sessions' read and delivery dates: main watches them for the threads' receipts.
  useEffect(() => data.readState.watch(receiptSessions(messages)), [data, messages]);
  const groupNames = useGroupLabels(data, me);
  const openThread = useAppStore((s) => s.openThread);
  useChatWatch({
    api,
    // Not before the first read: an empty first look is no baseline.
    messages: read?.rows && messages,
    openSession: openThread,
    since: `${formatTimestamp(data.openedAt)}|`,
    me,
    groupName: (session) => groupNames.get(session),
    onOpen: (session, name) => useAppStore.getState().openChat({ session, name }),
  });
  return null;
}
