import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../shared/contract';
import { type Formatter } from '../../shared/i18n';
import { formatTimestamp, type ChatMessage } from '../../shared/interface';
import { sortKey } from '../cache/sort-key';
import { showDesktopNotification } from '../components/desktop-notification';
import { notificationsAllowed } from '../state/desktop';
import { preferences } from '../state/preferences';
import { partyName } from '../state/conversation-list';
import { senderOf } from '../state/thread-model';

const keyOf = (m: ChatMessage) => sortKey(m.date, m.oid);

/**
 * New incoming messages: a desktop notification (not for the thread the user is reading in a
 * focused window; one for several that arrive at once; none when the user switched them off in
 * Settings or muted them from the tray; clicking it opens the thread).
 */
export function useChatWatch({
  api,
  messages,
  openSession,
  since,
  me,
  groupName,
  onOpen,
}: {
  api: Api;
  /** Undefined until the cache has been read: an empty first look is no baseline. */
  messages: readonly ChatMessage[] | undefined;
  openSession: string | undefined;
  /** When the account's data opened (a sort key): what arrived before it is no news. */
  since: string;
  me: string;
  /** A group chat's name as the screens say it, once the group has been read. */
  groupName: (session: string) => string | undefined;
  onOpen: (session: string, name: string) => void;
}) {
  const intl = useIntl();
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
  const nameOfGroup = useEffectEvent((session: string) => groupName(session));

  useEffect(() => {
    const wanted = preferences.getState().notify;
    if (
      (wanted.messages || wanted.missedCalls || wanted.voicemail) &&
      'Notification' in window &&
      Notification.permission === 'default'
    )
      void Notification.requestPermission().catch(() => 'denied');
  }, []);

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
        keyOf(m) > since &&
        // Not read on any device: the server's `displayed` (the inbox may count it already).
        m.displayed !== true,
    );
    if (newest !== undefined && newest > baseline) seen.current = newest;
    if (!notificationsAllowed('messages')) return;
    const shown = fresh.filter((m) => !isReading(m.chatSession.oid));
    const latest = shown.reduce<ChatMessage | undefined>(
      (top, m) => (top === undefined || keyOf(m) > keyOf(top) ? m : top),
      undefined,
    );
    if (!latest) return;
    const session = latest.chatSession.oid;
    // A group's server name is generated ("Chat A <-> B"): its own name, as the list shows it.
    const group = nameOfGroup(session);
    const name = group ?? partyName(latest.chatSession.commonName, me);
    showDesktopNotification(api, notificationOf(intl, shown, latest, group), () =>
      open(session, name),
    );
  }, [api, intl, messages, me, startKey, since]);
}

/**
 * One message: its sender (and group) and text. Several at once: one notification for them all
 * (how many, and from whom), which opens the newest one's thread.
 */
function notificationOf(
  intl: Formatter,
  messages: readonly ChatMessage[],
  latest: ChatMessage,
  group: string | undefined,
) {
  if (messages.length === 1) {
    const text =
      latest.subject !== '' ? latest.subject : (latest.attachments?.[0]?.commonName ?? '');
    const sender = senderOf(latest);
    const title =
      group === undefined
        ? sender
        : intl.formatMessage({ id: 'live.notify.inGroup' }, { sender, group });
    return { title, body: text, tag: latest.oid };
  }
  return {
    title: intl.formatMessage({ id: 'live.notify.messages' }, { count: messages.length }),
    body: intl.formatList([...new Set(messages.map(senderOf))]),
    tag: 'messages',
  };
}
