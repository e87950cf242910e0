import {
  dialableNumber,
  type Addressee,
  type CommunicationFull,
  type CommunicationItem,
} from '../../shared/interface';
import { t } from '../../shared/i18n';
import { type CachedCommunication } from '../cache';

/** The other party of a communication, as History names it. */
export interface Counterpart {
  /** Short, for a row or a heading: "Ann Lee", "Ann Lee, Bob Ray +2". */
  label: string;
  /** Every other party, in the server's order (a tooltip, a screen reader). */
  names: string[];
  /** The same party gives the same key across entries (offline "most recent contacts"). */
  key: string;
}

/** A list item, or the full representation (which alone carries `incoming` and `participants`). */
export type CounterpartSource = Pick<CommunicationItem, 'commonName'> &
  Partial<Pick<CommunicationFull, 'incoming' | 'participants'>>;

/** What a party with neither name nor address is called, in the user's language. */
export function unknownName(): string {
  return t('history.unknown');
}

/** More names than this become "+N": a row has room for about two. */
const SHOWN_NAMES = 2;

/**
 * Who the user dealt with: the sender of what came in, the recipients of what went out.
 *
 * The user's own participant is found by role and direction, not by comparing names or oids
 * with the signed-in user: every communication lists its sender as `rtFrom` and its recipients
 * as `rtTo` (2.2, 2.3), and `incoming` says on which side the user is (the server computes it
 * per viewer, so it holds for chats shared by several members too). The user's name can be
 * spelled differently in an addressee (a line's name, a number), and in a group chat the user is
 * one `rtTo` among others, so matching names would both miss the user and drop namesakes.
 *
 * Without participants (a list item fetched without include=all) the server's generated name
 * is all there is; without even that, "Unknown".
 */
export function counterpart(source: CounterpartSource): Counterpart {
  const others = otherParticipants(source);
  if (others.length === 0) return fallback(source.commonName);
  const names = unique(others.map(participantName));
  const keys = unique(others.map(participantKey)).sort();
  const shown = names.slice(0, SHOWN_NAMES).join(', ');
  const rest = names.length - SHOWN_NAMES;
  return { label: rest > 0 ? `${shown} +${rest}` : shown, names, key: keys.join('|') };
}

/** A cached entry: the full representation when it is on this computer, else the list item. */
export function counterpartOf(entry: CachedCommunication): Counterpart {
  return counterpart(entry.full ?? entry.item);
}

/** The participants on the other side than the user's (see `counterpart`). */
export function otherParticipants(source: CounterpartSource): Addressee[] {
  const participants = source.participants ?? [];
  if (source.incoming === undefined) return [];
  const [theirs, mine] = source.incoming ? ['rtFrom', 'rtTo'] : ['rtTo', 'rtFrom'];
  const byRole = participants.filter((p) => p.role === theirs);
  // A role the interface has not shown is still not the user's side.
  return byRole.length > 0 ? byRole : participants.filter((p) => p.role !== mine);
}

/** The other party with a number that can be called back, if there is one. */
export function dialablePartyOf(entry: CachedCommunication): Addressee | undefined {
  return otherParticipants(entry.full ?? entry.item).find(
    (p) => p.address !== undefined && dialableNumber(p.address) !== undefined,
  );
}

/** The name, else the address (a number, an e-mail address); a withheld caller has neither. */
export function participantName(p: Pick<Addressee, 'commonName' | 'address'>): string {
  return p.commonName.trim() || p.address?.trim() || unknownName();
}

function participantKey(p: Addressee): string {
  const ref = p.addressable?.oid ?? p.person?.oid;
  if (ref) return `oid:${ref}`;
  const address = p.address?.trim().toLowerCase();
  return address ? `address:${address}` : `name:${participantName(p).toLowerCase()}`;
}

function fallback(commonName: string): Counterpart {
  const label = commonName.trim() || unknownName();
  return { label, names: [label], key: `name:${label.toLowerCase()}` };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
