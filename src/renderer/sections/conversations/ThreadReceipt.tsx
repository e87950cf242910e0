import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type ChatMessage } from '../../../shared/interface';
import { type ReadState, type ReadStateService } from '../../data/read-state';

/**
 * Under the thread, as chat apps show it: whether the user's last message was delivered or
 * read, where the platform reported it (ChatHasBeenDeliveredEvent, ChatHasBeenReadEvent).
 * Nothing while it has said nothing.
 */
export function ThreadReceipt({
  readState,
  session,
  messages,
}: {
  readState: ReadStateService;
  session: string;
  messages: readonly ChatMessage[];
}) {
  const intl = useIntl();
  const state = useStore(readState.state);
  const last = messages.findLast((m) => !m.incoming);
  const receipt = last && receiptOf(state, session, last.date);
  return (
    <p className="thread-receipt" role="status">
      {receipt && (
        <span className={`thread-receipt-${receipt}`}>
          <span aria-hidden="true">{receipt === 'read' ? '✓✓ ' : '✓ '}</span>
          {intl.formatMessage({
            id: receipt === 'read' ? 'thread.receipt.read' : 'thread.receipt.delivered',
          })}
        </span>
      )}
    </p>
  );
}

/** The receipt an own message shows: read, delivered or none (the platform said nothing). */
export function receiptOf(
  state: ReadState,
  session: string,
  date: string,
): 'read' | 'delivered' | undefined {
  const receipts = state.receipts[session];
  if (receipts?.read !== undefined && date <= receipts.read) return 'read';
  if (receipts?.delivered !== undefined && date <= receipts.delivered) return 'delivered';
  return undefined;
}
