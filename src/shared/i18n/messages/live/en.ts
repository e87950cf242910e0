/**
 * Live updates and desktop notifications (English): what History says while the platform's
 * WebSocket is live, the notifications for new messages and missed calls, and their switches in
 * Settings; who is typing in an open external chat. Spread into `../en.ts`; the rules of that file apply.
 */
export const liveEn = {
  'history.sync.live': 'Up to date · Live updates',
  'history.sync.live.updated': 'Up to date · Live updates · Updated {time}',
  'settings.notifications.missedCalls': 'Show a desktop notification for each missed call',
  'live.notify.messages': '{count, plural, one {# new message} other {# new messages}}',
  /** A message in a group chat: who wrote it, in which group (its name, or its members'). */
  'live.notify.inGroup': '{sender} in {group}',
  'live.notify.missedCalls': '{count, plural, one {Missed call} other {# missed calls}}',
  /** Under an open external chat while the visitor types (the platform's typing notification). */
  'thread.typing': '{name} is typing…',
  /** Under the thread: what the platform reported of the user's last message. */
  'thread.receipt.delivered': 'Delivered',
  'thread.receipt.read': 'Read',
} as const;
