import { type CallReview } from '../../../shared/interface';
import { type AccountData } from '../../data';

/**
 * Queues a review in the outbox (on disk first): sent at once when the server answers, or once
 * when it is reachable again. A local storage failure is thrown with its sentence.
 */
export async function queueReview(
  data: AccountData,
  callOid: string,
  review: CallReview,
): Promise<void> {
  await data.outbox.queueReview(callOid, review);
}
