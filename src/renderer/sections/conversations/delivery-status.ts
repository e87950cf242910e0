import { type ThreadMessage } from './thread-model';

/** How a message not yet confirmed reads in its bubble. */
export interface DeliveryStatus {
  /** waiting: it goes by itself; checking: it may have arrived; failed: refused. */
  tone: 'waiting' | 'sending' | 'checking' | 'failed';
  label: string;
  sentence?: string;
  /** Offer to send it regardless (a duplicate is the user's call). */
  sendAnyway: boolean;
}

export const WAITING_SENTENCE = 'It will be sent by itself once the server can be reached.';

/**
 * An outbox entry as the user reads it. While the server can't be reached, an entry whose last
 * attempt failed in the network (uncertain to the outbox, which checks before sending again) is
 * only waiting: nothing is to be done, and it is sent exactly once when the server is back. Only
 * with the server reachable does "may not have been delivered" (and Send anyway) mean anything.
 */
export function deliveryStatus(
  entry: NonNullable<ThreadMessage['outbox']>,
  offline: boolean,
): DeliveryStatus {
  const waiting: DeliveryStatus = {
    tone: 'waiting',
    label: 'Waiting to send',
    sendAnyway: false,
    ...(offline ? { sentence: WAITING_SENTENCE } : entry.sentence && { sentence: entry.sentence }),
  };
  switch (entry.state) {
    case 'pending':
      return waiting;
    case 'sending':
      return { tone: 'sending', label: 'Sending…', sendAnyway: false };
    case 'uncertain':
      return offline
        ? waiting
        : {
            tone: 'checking',
            label: 'Checking whether it arrived…',
            sendAnyway: true,
            ...(entry.sentence && { sentence: entry.sentence }),
          };
    case 'failed':
      return {
        tone: 'failed',
        label: 'Not sent',
        sendAnyway: false,
        ...(entry.sentence && { sentence: entry.sentence }),
      };
  }
}
