import { contract, type EventName, type EventPayload } from '../../shared/contract';
import { describeIssues } from '../api/describe-issues';

export type EventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

/** Events main sends to every connected renderer; each host forwards them over its transport. */
export interface EventBus {
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Receives every event; returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
}

/** An event whose payload its contract schema refuses: not emitted, so never silently dropped. */
export class InvalidEventError extends Error {
  override readonly name = 'InvalidEventError';
}

/**
 * Every payload is checked against the contract's schema before any listener hears it: the
 * renderer checks it again and drops what fails, so a payload main got wrong would otherwise
 * vanish on the far side without a word. A refused one goes to `onError` instead.
 */
export function createEventBus(onError: (error: unknown) => void): EventBus {
  const listeners = new Set<EventListener>();
  return {
    emit(event, payload) {
      const checked = contract.events[event].safeParse(payload);
      if (!checked.success) {
        onError(new InvalidEventError(`${event}: ${describeIssues(checked.error)}`));
        return;
      }
      for (const listener of [...listeners]) {
        try {
          listener(event, checked.data as EventPayload<typeof event>);
        } catch (error) {
          // One broken window must not stop the others from hearing about the session.
          onError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
