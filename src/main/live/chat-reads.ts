import { type LiveNotification } from '../../shared/contract';
import { CHAT_MESSAGES_MAX } from '../../shared/contract/live-calls';
import { type ChatMessage } from '../../shared/interface';

/** A session's newest messages read after its notification: a burst is one read. */
export const CHAT_READ_LIMIT = CHAT_MESSAGES_MAX;

export interface ChatReadsOptions {
  /** The session's newest `CHAT_READ_LIMIT` messages, as the server answers `chat.messages`. */
  readNewest(session: string): Promise<readonly ChatMessage[]>;
  /** Hands the renderer what was read (`chatMessages`), or asks it to catch up. */
  emit(notification: LiveNotification): void;
}

export interface ChatReads {
  /** A notification named a message (or only its session): read the session's newest. */
  read(session: string, message: string | undefined): void;
  /** Another account, or none: what is queued or in flight is not handed on. */
  clear(): void;
}

/**
 * Main turns a chat notification into the messages it names: the notification's own text is
 * cut short for long messages (the guide's NewChatEvent), so the session's newest messages are
 * read with the whole text and handed to the renderer, which stores them.
 *
 * One read at a time, whatever comes: a flood of notifications takes one of the session's
 * request slots, never all of them ahead of the user's own sends. A session asked for again
 * while queued is read once. When the read fails, or does not hold the message named, the
 * renderer is asked to catch up (its sync reads the log).
 */
export function createChatReads(options: ChatReadsOptions): ChatReads {
  /** Sessions to read, each with the newest message named for it. */
  const queued = new Map<string, string | undefined>();
  let reading = false;
  /** Raised by `clear`: a read begun before it belongs to another sign-in. */
  let generation = 0;

  const drain = async () => {
    if (reading) return;
    reading = true;
    try {
      for (let next = queued.entries().next(); !next.done; next = queued.entries().next()) {
        const [session, message] = next.value;
        queued.delete(session);
        const began = generation;
        let messages: readonly ChatMessage[] | undefined;
        try {
          messages = await options.readNewest(session);
        } catch {
          messages = undefined;
        }
        if (began !== generation) continue;
        if (messages)
          options.emit({
            kind: 'chatMessages',
            session,
            messages: messages.slice(0, CHAT_READ_LIMIT),
          });
        if (!messages || (message !== undefined && !messages.some((m) => m.oid === message)))
          options.emit({ kind: 'catchUp' });
      }
    } finally {
      reading = false;
    }
  };

  return {
    read(session, message) {
      const named = message ?? queued.get(session);
      // Last in line again: a session asked for while queued keeps one place.
      queued.delete(session);
      queued.set(session, named);
      void drain();
    },
    clear() {
      generation += 1;
      queued.clear();
    },
  };
}
