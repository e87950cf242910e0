import { type Formatter } from '../../../shared/i18n';
import { type ThreadMessage } from '../../state/thread-model';

/** How a message not yet confirmed reads in its bubble. */
export interface DeliveryStatus {
  /** waiting: it goes by itself; checking: it may have arrived; failed: refused. */
  tone: 'waiting' | 'sending' | 'checking' | 'failed';
  label: string;
  sentence?: string;
  /** Offer to send it regardless (a duplicate is the user's call). */
  sendAnyway: boolean;
}

/**
 * An outbox entry as the user reads it. While the server can't be reached, an entry whose last
 * attempt failed in the network (uncertain to the outbox, which checks before sending again) is
 * only waiting: nothing is to be done, and it is sent exactly once when the server is back. Only
 * with the server reachable does "may not have been delivered" (and Send anyway) mean anything.
 */
export function deliveryStatus(
  intl: Formatter,
  entry: NonNullable<ThreadMessage['outbox']>,
  offline: boolean,
): DeliveryStatus {
  const say = (id: 'message.sending' | 'message.checking' | 'message.failed') =>
    intl.formatMessage({ id });
  const waiting: DeliveryStatus = {
    tone: 'waiting',
    label: intl.formatMessage({ id: 'message.waiting' }),
    sendAnyway: false,
    ...(offline
      ? { sentence: intl.formatMessage({ id: 'message.waiting.sentence' }) }
      : entry.sentence && { sentence: entry.sentence }),
  };
  switch (entry.state) {
    case 'pending':
      return waiting;
    case 'sending':
      return { tone: 'sending', label: say('message.sending'), sendAnyway: false };
    case 'uncertain':
      return offline
        ? waiting
        : {
            tone: 'checking',
            label: say('message.checking'),
            sendAnyway: true,
            ...(entry.sentence && { sentence: entry.sentence }),
          };
    case 'failed':
      return {
        tone: 'failed',
        label: say('message.failed'),
        sendAnyway: false,
        ...(entry.sentence && { sentence: entry.sentence }),
      };
  }
}
