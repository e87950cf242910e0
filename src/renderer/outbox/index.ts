/** Messages and call reviews not yet confirmed by the server: see README.md and docs/outbox.md. */
export { draftSchema, type MessageDraft } from './draft';
export { Outbox, type Delivery, type OutboxOptions, type OutboxStatus } from './outbox';
export {
  type OutboxMessage,
  type QueuedReview,
  type QueuedState,
  type RatedCall,
} from './outbox-db';
export { DEFAULT_SKEW_MS, findDelivered, type SentAttempt } from './reconcile';
export { defaultRetryPolicy, retryDelay, selectDue, type RetryPolicy } from './retry-schedule';
export { sendOutcome, type SendOutcome } from './send-outcome';
export { afterAbsentLook, DEFAULT_SETTLE_MS, LOOK_EVERY_MS, type AfterAbsentLook } from './settle';
