import { z } from 'zod';
import {
  type Addressee,
  chatMessageSchema,
  communicationFullSchema,
  communicationItemSchema,
  oidSchema,
  timestampSchema,
  type CommunicationFull,
  type CommunicationItem,
} from '../interface';
import { stripUnknown } from './strip-unknown';

/**
 * A communication of the log as main hands it to the renderer: the item as JSON text, and the
 * fields the renderer's cache indexes it by, taken from it.
 *
 * Main checks every item the server sends against the interface. Sent as objects, the renderer
 * then checked each one again at the bridge and turned it back into text to store it: on the
 * first download of 100 000 items that was ~3 s of the renderer's busiest thread (zod 2.0 s,
 * `JSON.stringify` and the search text 1.2 s). As a row, the bridge checks these few fields, the
 * text goes into the cache as it came, and the item is checked in full when it is read back
 * (`readItem` in src/renderer/cache/rows.ts), like everything the cache holds.
 */
export const logRowSchema = z.object({
  oid: oidSchema,
  date: timestampSchema,
  /** The item's objectType. */
  kind: z.string(),
  /** Chat session oid (chat messages in the full representation). */
  session: oidSchema.optional(),
  /** The server's lastModified, when it sends a valid one (beyond the interface). */
  lastModified: timestampSchema.optional(),
  /** Lower-cased: what local search matches (`searchTextOf`). */
  searchText: z.string(),
  /** `json` holds the full representation (checked against it), else a list item. */
  full: z.boolean(),
  json: z.string(),
});
export type LogRow = z.infer<typeof logRowSchema>;

/**
 * What local search matches, lower-cased: name and subject, and with the full representation
 * every participant's name and address — an e-mail's name is its subject, so its sender and
 * recipients are found only through them.
 */
export function searchTextOf(
  item: Pick<CommunicationItem, 'commonName' | 'subject'>,
  participants: readonly Pick<Addressee, 'commonName' | 'address'>[] = [],
): string {
  const parts = participants.flatMap((p) => [p.commonName, p.address ?? '']);
  return [item.commonName, item.subject, ...parts].join('\n').toLowerCase();
}

const listFields = stripUnknown(communicationItemSchema);
const fullFields = stripUnknown(communicationFullSchema);
const chatFields = stripUnknown(chatMessageSchema);

/**
 * The item as its row's text holds it: only the fields it is read back by (a list item's, or
 * the full representation's and, for a chat message, a message's), so nothing else a server
 * sent (a token it echoed, say) reaches the renderer inside the text either.
 */
function knownFields(item: CommunicationItem, full: boolean | undefined) {
  const complete = full === false ? undefined : fullFields.safeParse(item);
  if (!complete?.success) return { kept: listFields.parse(item), complete: undefined };
  const chat = item.objectType === 'XCCUserChat' ? chatFields.safeParse(item) : undefined;
  const kept = chat?.success ? { ...complete.data, ...chat.data } : complete.data;
  return { kept, complete: complete.data };
}

/**
 * The row of a checked item. `full`: false for a list item (a page asked without include=all);
 * otherwise it is checked against the full representation here.
 */
export function toLogRow(item: CommunicationItem, full?: boolean): LogRow {
  const { kept, complete } = knownFields(item, full);
  const row: LogRow = {
    oid: item.oid,
    date: item.date,
    kind: item.objectType,
    searchText: searchTextOf(item, complete?.participants),
    full: complete !== undefined,
    json: JSON.stringify(kept),
  };
  const session = complete?.chatSession?.oid;
  if (session !== undefined) row.session = session;
  const lastModified = timestampSchema.safeParse(item.lastModified);
  if (lastModified.success) row.lastModified = lastModified.data;
  return row;
}

/** A row's item as the full representation, checked; undefined when it is not one. */
export function fullItemOf(row: LogRow): CommunicationFull | undefined {
  if (!row.full) return undefined;
  let item: unknown;
  try {
    item = JSON.parse(row.json);
  } catch {
    return undefined;
  }
  const parsed = communicationFullSchema.safeParse(item);
  return parsed.success ? parsed.data : undefined;
}
