import { type EventName, type EventPayload } from '../../shared/contract';

export type EventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

/** Events main sends to every connected renderer; each host forwards them over its transport. */
export interface EventBus {
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Receives every event; returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
}

export function createEventBus(onListenerError: (error: unknown) => void): EventBus {
  const listeners = new Set<EventListener>();
  return {
    emit(event, payload) {
      for (const listener of [...listeners]) {
        try {
          listener(event, payload);
        } catch (error) {
          // One broken window must not stop the others from hearing about the session.
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
