import { z } from 'zod';
import { createStore } from 'zustand/vanilla';

/** The kinds of desktop notification the user can switch off, one by one (Settings). */
export const notifyKinds = ['messages', 'missedCalls'] as const;
export type NotifyKind = (typeof notifyKinds)[number];
export type NotifyPrefs = Record<NotifyKind, boolean>;

const KEY = 'switchboard.notifications';
const storedSchema = z.object({ messages: z.boolean(), missedCalls: z.boolean() }).partial();

/** Kept in this profile; read back validated (a damaged value means "all on"). */
function read(): NotifyPrefs {
  let stored: unknown;
  try {
    stored = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}');
  } catch {
    stored = {};
  }
  const parsed = storedSchema.safeParse(stored);
  return { messages: true, missedCalls: true, ...(parsed.success ? parsed.data : {}) };
}

/** Which desktop notifications the user wants: every kind on until switched off. */
export const notifyPrefs = createStore<NotifyPrefs>(() => read());

export function setNotify(kind: NotifyKind, on: boolean): void {
  notifyPrefs.setState({ [kind]: on });
  globalThis.localStorage?.setItem(KEY, JSON.stringify(notifyPrefs.getState()));
}
