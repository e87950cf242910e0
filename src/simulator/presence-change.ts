import { presenceStatuses, type Presence } from '../shared/interface';
import { type SimState } from './context';
import { publishDoNotDisturb, publishPresence } from './live/events';
import { type UserRecord } from './store/types';
import { presenceView } from './views/presence';

/**
 * The statuses a user may pick (me_status_set.html: "only statuses that are selectable"):
 * every status of model/Presence.PresenceStatus.html but `online` and `offline`, which the
 * system sets from the user's phones.
 */
export const selectableStatuses: readonly string[] = presenceStatuses.filter(
  (status) => status !== 'online' && status !== 'offline',
);

const isDnd = (presence: Presence) => presence.status === 'dont_disturb';

/**
 * Tells the tenant what changed since `before`: a `doNotDisturbEvent` when do-not-disturb
 * (the line's switch or the `dont_disturb` status) came or went, which is followed by the
 * presence entry, or else the presence entry alone when it changed.
 */
function publishChange(state: SimState, user: UserRecord, before: Presence): void {
  const after = presenceView(user, state.clock.nowMs());
  if (isDnd(before) !== isDnd(after)) publishDoNotDisturb(state, user, isDnd(after));
  else if (JSON.stringify(before) !== JSON.stringify(after)) publishPresence(state, user);
}

/** One timer per user and simulator: the end of the user's temporary status. */
const expiries = new WeakMap<SimState, Map<string, NodeJS.Timeout>>();
/** setTimeout's longest wait; a later end is still honoured by every read, just not announced. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function scheduleExpiry(state: SimState, user: UserRecord): void {
  let timers = expiries.get(state);
  if (!timers) expiries.set(state, (timers = new Map<string, NodeJS.Timeout>()));
  clearTimeout(timers.get(user.oid));
  timers.delete(user.oid);
  const temporary = user.temporaryStatus;
  const wait = temporary ? temporary.untilMs - state.clock.nowMs() : -1;
  if (!temporary || wait < 0 || wait > MAX_TIMER_MS) return;
  const timer = setTimeout(() => {
    timers.delete(user.oid);
    if (user.temporaryStatus !== temporary) return;
    const before = presenceView(user, temporary.untilMs - 1);
    user.temporaryStatus = undefined;
    publishChange(state, user, before);
  }, wait);
  // A pending end never keeps a finished test or CLI process alive.
  timer.unref();
  timers.set(user.oid, timer);
}

/**
 * Changes what a user's presence is made of (status, temporary status, message, the line's
 * do-not-disturb), then announces the difference and (re)arms the temporary status's end.
 */
export function changePresence(state: SimState, user: UserRecord, change: () => void): void {
  const before = presenceView(user, state.clock.nowMs());
  change();
  publishChange(state, user, before);
  scheduleExpiry(state, user);
}
