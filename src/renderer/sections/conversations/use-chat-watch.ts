import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type Api } from '../../../shared/contract';
import { type ChatMessage } from '../../../shared/interface';
import { sortKey } from '../../cache/sort-key';
import { formatTimestamp } from '../../cache/timestamps';
import { notificationSettings, notificationsAllowed, type AccountData } from '../../data';
import { setUnreadCount } from '../../state/unread';
import { partyName, readMarkOf, type ReadMarks } from './conversation-list';
import { senderOf } from './thread-model';

/** While Conversations is shown, the log is asked for changes this often (new messages). */
export const CHAT_SYNC_MS = 5_000;

const keyOf = (m: ChatMessage) => sortKey(m.date, m.oid);

/**
 * New incoming messages: a desktop notification for each (not for the thread the user is
 * reading in a focused window, nor when notifications are off in Settings or muted from the
 * tray; clicking one opens its thread), and the unread total as the one count the window's
 * title, badge and tray show (`state/unread.ts`).
 */
export function useChatWatch({
  api,
  data,
  messages,
  openSession,
  unread,
  marks,
  me,
  onOpen,
}: {
  api: Api;
  data: AccountData;
  /** Undefined until the cache has been read: an empty first look is no baseline. */
  messages: readonly ChatMessage[] | undefined;
  openSession: string | undefined;
  unread: number;
  marks: ReadMarks;
  me: string;
  onOpen: (session: string, name: string) => void;
}) {
  const seen = useRef<string | undefined>(undefined);
  // Only what arrives from now on is news: history that the first download brings in later
  // (older than this) is not announced. A minute absorbs a server clock a little behind ours.
  const [startKey] = useState(() => `${formatTimestamp(Date.now() - 60_000)}|`);
  // Read when a message arrives and when its notification is clicked: the pane open then, and
  // the caller's way to open one, without watching the messages again when they change.
  const isReading = useEffectEvent(
    (session: string) => openSession === session && document.hasFocus(),
  );
  const open = useEffectEvent((session: string, name: string) => onOpen(session, name));

  useEffect(() => {
    if (
      notificationSettings.getState().enabled &&
      'Notification' in window &&
      Notification.permission === 'default'
    )
      void Notification.requestPermission().catch(() => 'denied');
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void data.sync.syncNow();
    }, CHAT_SYNC_MS);
    return () => clearInterval(timer);
  }, [data]);

  useEffect(() => {
    if (!messages) return;
    const incoming = messages.filter((m) => m.incoming);
    const newest = incoming.reduce<string | undefined>(
      (top, m) => (top === undefined || keyOf(m) > top ? keyOf(m) : top),
      undefined,
    );
    // The first look only sets the baseline: what was there before is not news.
    if (seen.current === undefined) {
      seen.current = newest ?? '';
      return;
    }
    const baseline = seen.current;
    const fresh = incoming.filter(
      (m) =>
        keyOf(m) > baseline &&
        keyOf(m) > startKey &&
        keyOf(m) > readMarkOf(marks, m.chatSession.oid),
    );
    if (newest !== undefined && newest > baseline) seen.current = newest;
    for (const message of fresh) {
      const session = message.chatSession.oid;
      const name = partyName(message.chatSession.commonName, me);
      if (!isReading(session) && notificationsAllowed()) {
        notify(api, message, () => open(session, name));
      }
    }
  }, [api, messages, me, marks, startKey]);

  useEffect(() => setUnreadCount(unread), [unread]);
}

/** Shows `message` as a desktop notification; `onClick` opens its thread. */
function notify(api: Api, message: ChatMessage, onClick: () => void) {
  const title = senderOf(message).slice(0, 200);
  const text =
    message.subject !== '' ? message.subject : (message.attachments?.[0]?.commonName ?? '');
  const body = text.slice(0, 200);
  if ('Notification' in window && Notification.permission === 'granted') {
    // The Notification API shows title and body as plain text.
    const shown = new Notification(title, { body, tag: message.oid });
    shown.onclick = () => {
      window.focus();
      onClick();
      shown.close();
    };
  } else {
    // Electron denies the web permission: main shows a native one and says if it was clicked.
    api.chat
      .notify({ title, body })
      .then(({ clicked }) => {
        if (clicked) onClick();
      })
      .catch(() => {});
  }
}
