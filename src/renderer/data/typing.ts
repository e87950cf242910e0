import { createStore, type StoreApi } from 'zustand/vanilla';
import { type Timers } from '../cache';

/**
 * How long "… is typing" shows after the last typing notification: the guide's 15 s
 * (websockets/model/ChatTypingEvent.html, resources/chats_is_typing.html: a typing client says
 * so every 10 s, the receiving one shows it for 15 s and restarts that on each one).
 */
export const TYPING_SHOWN_MS = 15_000;

export interface TypingIndicators {
  /** Per chat session, who is typing in it now (one name: the last who said so). */
  readonly state: StoreApi<Readonly<Record<string, string>>>;
  /** A typing notification: shown, and shown `TYPING_SHOWN_MS` more from now. */
  typing(session: string, name: string): void;
  /** A message arrived in `session` from `from`: if they were the one typing, it ends. */
  arrived(session: string, from: string): void;
  close(): void;
}

/** Who types where, as main's WebSocket says it (`chatTypingEvent` of watched sessions). */
export function createTypingIndicators(timers: Timers): TypingIndicators {
  const state = createStore<Readonly<Record<string, string>>>(() => ({}));
  const timeouts = new Map<string, unknown>();

  const end = (session: string) => {
    timers.clearTimeout(timeouts.get(session));
    timeouts.delete(session);
    if (!(session in state.getState())) return;
    const rest = { ...state.getState() };
    delete rest[session];
    state.setState(rest, true);
  };

  return {
    state,
    typing(session, name) {
      timers.clearTimeout(timeouts.get(session));
      timeouts.set(
        session,
        timers.setTimeout(() => end(session), TYPING_SHOWN_MS),
      );
      if (state.getState()[session] !== name) state.setState({ [session]: name });
    },
    arrived(session, from) {
      if (state.getState()[session] === from) end(session);
    },
    close() {
      for (const session of [...timeouts.keys()]) end(session);
    },
  };
}
