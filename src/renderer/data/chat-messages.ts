import { chatMessageSchema, type ChatMessage } from '../../shared/interface';
import { type CachedCommunication } from '../cache';

/** A cached log row as a chat message, when it is one in its full form (it names its session). */
export function chatOf(row: CachedCommunication): ChatMessage | undefined {
  const parsed = chatMessageSchema.safeParse(row.full ?? row.item);
  return parsed.success ? parsed.data : undefined;
}

export function chatsOf(rows: readonly CachedCommunication[]): ChatMessage[] {
  return rows.flatMap((row) => chatOf(row) ?? []);
}
