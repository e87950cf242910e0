import { numberOfCallLink } from '../../shared/call-link';
import { type EventBus } from '../common/event-bus';
import { type Logger } from '../common/logger';

/**
 * The call link another program opened (`tel:`, `callto:`, `sip:`), kept until the window takes
 * it: a link may come before anyone has signed in (it started the app), and the window asks the
 * user to confirm it once its shell is there. The newest link wins; one nobody took is dropped
 * with the next.
 */
export interface CallLinkInbox {
  /** A link the host received; false (and logged) when it names no number to dial. */
  offer(link: string): boolean;
  /** The waiting link's number, once. */
  take(): { number: string } | null;
}

export function createCallLinkInbox({
  events,
  log,
}: {
  events: EventBus;
  log: Pick<Logger, 'warn'>;
}): CallLinkInbox {
  let waiting: string | null = null;
  return {
    offer(link) {
      const number = numberOfCallLink(link);
      if (!number) {
        // Another program's words: the scheme is all that is safe to log.
        log.warn(`a ${link.split(':', 1)[0] ?? ''} link named no number to call`);
        return false;
      }
      waiting = number;
      events.emit('phone.callLinkOpened', {});
      return true;
    },
    take() {
      const number = waiting;
      waiting = null;
      return number === null ? null : { number };
    },
  };
}
