import { createStore, type StoreApi } from 'zustand/vanilla';
import { type Api } from '../../shared/contract';
import { isBridgeError } from '../../shared/contract/bridge-error';
import { DRAFT_TEXT_LIMIT, type ServerDraft } from '../../shared/contract/chat-group-calls';
import { inOutbox, type OutboxDatabase, type StoredDraft } from '../outbox/outbox-db';

/** How long typing must pause before the draft goes to the server. */
export const DRAFT_SAVE_DELAY_MS = 1_000;

/** What a thread's composer shows of its draft beyond the text. */
export interface DraftState {
  /** The server holds a newer draft written elsewhere: the user picks one. */
  conflict?: { theirs: string };
  /** Why the draft is only on this device (a refusal), in the user's words. */
  sentence?: string;
  /** A file in the server's draft (another app put it there); kept with the text. */
  file?: NonNullable<ServerDraft['attachment']>;
}

/**
 * The user's drafts: what they typed in a chat and did not send is the chat's concept on the
 * server (`GET`/`PUT /chats/<oid>/concept`), so it follows them to another computer and the
 * vendor's apps. Every keystroke is kept on this device at once (the outbox database, table
 * `drafts`, so a restart or a crash loses nothing) and goes to the server once typing pauses
 * (`DRAFT_SAVE_DELAY_MS`), or when the server is reachable again (`flush`). Before writing, the
 * server's draft is read: one that changed since the two last agreed was written elsewhere, and
 * is never overwritten without asking (`state`'s `conflict`; `keepMine`, `takeTheirs`).
 */
export interface ChatDrafts {
  /** The text to show when a thread opens: this device's draft, else nothing. */
  local(session: string): Promise<string>;
  /**
   * Reads the server's draft. Answers the text to show instead of what the composer shows when
   * the server's is newer and nothing typed here waits; sets a conflict when both changed.
   */
  refresh(session: string): Promise<string | undefined>;
  /**
   * The composer shows the server's draft `refresh` answered: it is this device's draft too.
   * (Not when the user typed before it arrived: then their text goes to the server once typing
   * pauses, and the server's, changed since, is a conflict they settle.)
   */
  showing(session: string, text: string): Promise<void>;
  /** The composer's text changed: kept here now, on the server once typing pauses. */
  typed(session: string, text: string): void;
  /** The user keeps their draft: it replaces the other one on the server. */
  keepMine(session: string): Promise<void>;
  /** The user takes the other draft: answers its text for the composer. */
  takeTheirs(session: string): Promise<string>;
  /** Sends every draft still waiting (the server is reachable again). */
  flush(): Promise<void>;
  state: StoreApi<Record<string, DraftState>>;
  close(): void;
}

/** Failures after which a draft simply waits for the server (offline, busy, signed out). */
function isTransient(error: unknown): boolean {
  if (!isBridgeError(error)) return false;
  return (
    error.info.transient ||
    ['network', 'timeout', 'aborted', 'disconnected', 'unauthenticated'].includes(error.kind)
  );
}

export function openChatDrafts({ api, db }: { api: Api; db: OutboxDatabase }): ChatDrafts {
  const state = createStore<Record<string, DraftState>>(() => ({}));
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Pushes under way, one per session at a time. */
  const running = new Map<string, Promise<void>>();
  let closed = false;

  const patch = (session: string, change: Partial<DraftState>) =>
    state.setState((all) => {
      const next: DraftState = { ...all[session], ...change };
      for (const key of Object.keys(change) as (keyof DraftState)[]) {
        if (change[key] === undefined) delete next[key];
      }
      return { ...all, [session]: next };
    });
  const read = (session: string) => inOutbox(db, (d) => d.drafts.get(session));
  const write = (draft: StoredDraft) => inOutbox(db, (d) => d.drafts.put(draft));

  /** Writes this device's draft to the server, unless the server's changed elsewhere. */
  const push = async (session: string, overwrite = false): Promise<void> => {
    const draft = await read(session);
    if (!draft?.pending || closed) return;
    // Too long to be stored there (the composer says so); kept here until it is shortened.
    if ([...draft.text].length > DRAFT_TEXT_LIMIT) return;
    try {
      if (!overwrite) {
        const server = await api.chat.draft({ session });
        patch(session, { file: server.attachment });
        if (server.text !== draft.base && server.text !== draft.text) {
          patch(session, { conflict: { theirs: server.text } });
          return;
        }
      }
      await api.chat.setDraft({ session, text: draft.text });
      patch(session, { sentence: undefined, conflict: undefined });
      const now = await read(session);
      // Typed on meanwhile: the server has what was sent; the rest goes at the next pause.
      if (now && now.text === draft.text) await write({ ...now, base: draft.text, pending: false });
      else if (now) await write({ ...now, base: draft.text });
    } catch (error) {
      if (isTransient(error)) return;
      patch(session, {
        sentence: isBridgeError(error) ? error.sentence : String(error),
      });
    }
  };
  const pushOnce = (session: string, overwrite = false): Promise<void> => {
    const before = running.get(session) ?? Promise.resolve();
    const next = before.then(() => push(session, overwrite)).catch(() => {});
    running.set(session, next);
    return next;
  };

  return {
    state,
    async local(session) {
      return (await read(session).catch(() => undefined))?.text ?? '';
    },
    async refresh(session) {
      const server = await api.chat.draft({ session });
      patch(session, { file: server.attachment });
      const draft = await read(session);
      if (draft?.pending) {
        if (server.text !== draft.base && server.text !== draft.text) {
          patch(session, { conflict: { theirs: server.text } });
        }
        return undefined;
      }
      if (draft && server.text === draft.text) return undefined;
      return server.text;
    },
    async showing(session, text) {
      await write({ session, text, base: text, pending: false, updatedAt: Date.now() });
    },
    typed(session, text) {
      void (async () => {
        const draft = await read(session);
        if (draft && draft.text === text) return;
        // Nothing typed here and nothing on the server: no draft to keep.
        if (!draft && text === '') return;
        await write({
          session,
          text,
          base: draft?.base ?? '',
          pending: true,
          updatedAt: Date.now(),
        });
        clearTimeout(timers.get(session));
        timers.set(
          session,
          setTimeout(() => {
            timers.delete(session);
            if (!state.getState()[session]?.conflict) void pushOnce(session);
          }, DRAFT_SAVE_DELAY_MS),
        );
      })().catch(() => {});
    },
    async keepMine(session) {
      patch(session, { conflict: undefined });
      await pushOnce(session, true);
    },
    async takeTheirs(session) {
      const theirs = state.getState()[session]?.conflict?.theirs ?? '';
      patch(session, { conflict: undefined });
      await write({ session, text: theirs, base: theirs, pending: false, updatedAt: Date.now() });
      return theirs;
    },
    async flush() {
      const waiting = await inOutbox(db, (d) => d.drafts.filter((x) => x.pending).toArray());
      await Promise.all(
        waiting
          .filter((d) => !state.getState()[d.session]?.conflict)
          .map((d) => pushOnce(d.session)),
      );
    },
    close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
