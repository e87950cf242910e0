import { describe, expect, it } from 'vitest';
import { type Addressee } from '../../src/shared/interface';
import { type CachedCommunication } from '../../src/renderer/cache';
import { counterpart, counterpartOf, participantName } from '../../src/renderer/state/counterpart';

let nextOid = 100;
/** An addressee as 2.3 describes it (the simulator's shape: a Person reference, an address). */
function party(role: string, commonName: string, extra: Partial<Addressee> = {}): Addressee {
  return { oid: String(nextOid++), objectType: 'Addressee', commonName, role, ...extra };
}

const me = party('rtTo', 'Eva de Boer', { address: '+31 20 555 0100' });
const meSending = { ...me, role: 'rtFrom' };
const ann = party('rtFrom', 'Ann Lee', {
  address: '+31 6 1234 5678',
  addressable: { oid: '7', objectType: 'Person', commonName: 'Ann Lee' },
});
const generated = 'Ann Lee to Eva de Boer, 2026-11-21 10:27:24';

describe('counterpart: who the user dealt with', () => {
  it('incoming (call, message, missed call): the sender', () => {
    const got = counterpart({ commonName: generated, incoming: true, participants: [ann, me] });
    expect(got.label).toBe('Ann Lee');
    expect(got.names).toEqual(['Ann Lee']);
  });

  it('outgoing: the recipient, not the user who sent it', () => {
    const bob = party('rtTo', 'Bob Ray');
    const got = counterpart({
      commonName: 'Eva de Boer to Bob Ray, 2026-11-21 10:27:24',
      incoming: false,
      participants: [meSending, bob],
    });
    expect(got.label).toBe('Bob Ray');
  });

  it('several recipients: two names and how many more', () => {
    const names = ['Ann Lee', 'Bob Ray', 'Cem Yilmaz', 'Dirk Bos'];
    const participants = [meSending, ...names.map((n) => party('rtTo', n))];
    const got = counterpart({ commonName: 'x', incoming: false, participants });
    expect(got.label).toBe('Ann Lee, Bob Ray +2');
    expect(got.names).toEqual(names);
    const two = counterpart({
      commonName: 'x',
      incoming: false,
      participants: participants.slice(0, 3),
    });
    expect(two.label).toBe('Ann Lee, Bob Ray');
  });

  it('a received group chat message names its sender only, not the other members', () => {
    const colleague = party('rtTo', 'Mila Jansen');
    const got = counterpart({
      commonName: 'Emma Jansen to Eva de Boer, Mila Jansen, 2026-11-19 10:00:00',
      incoming: true,
      participants: [party('rtFrom', 'Emma Jansen'), me, colleague],
    });
    expect(got.label).toBe('Emma Jansen');
  });

  it('no name: the address (a number, an e-mail address); neither: Unknown', () => {
    const caller = party('rtFrom', '', { address: '+31 6 9876 5432' });
    expect(counterpart({ commonName: 'x', incoming: true, participants: [caller, me] }).label).toBe(
      '+31 6 9876 5432',
    );
    const mailed = party('rtTo', '  ', { address: 'info@example.com' });
    expect(
      counterpart({ commonName: 'x', incoming: false, participants: [meSending, mailed] }).label,
    ).toBe('info@example.com');
    const withheld = party('rtFrom', '');
    expect(
      counterpart({ commonName: 'x', incoming: true, participants: [withheld, me] }).label,
    ).toBe('Unknown');
    expect(participantName({ commonName: 'Ann', address: '123' })).toBe('Ann');
  });

  it("without participants (a list item): the server's name, else Unknown", () => {
    expect(counterpart({ commonName: generated }).label).toBe(generated);
    expect(counterpart({ commonName: generated, incoming: true, participants: [] }).label).toBe(
      generated,
    );
    expect(counterpart({ commonName: '' }).label).toBe('Unknown');
  });

  it('participants but no direction: the generated name (the user cannot be told apart)', () => {
    expect(counterpart({ commonName: generated, participants: [ann, me] }).label).toBe(generated);
  });

  it('only the user on the list: the generated name rather than the user', () => {
    expect(counterpart({ commonName: generated, incoming: true, participants: [me] }).label).toBe(
      generated,
    );
    expect(
      counterpart({ commonName: generated, incoming: false, participants: [meSending] }).label,
    ).toBe(generated);
  });

  it('a role the interface has not shown counts as the other side, never as the user', () => {
    const cc = party('rtCc', 'Carla Cc');
    expect(
      counterpart({ commonName: 'x', incoming: false, participants: [meSending, cc] }).label,
    ).toBe('Carla Cc');
    // When the expected role is there, other roles stay out of the name.
    const bob = party('rtTo', 'Bob Ray');
    expect(
      counterpart({ commonName: 'x', incoming: false, participants: [meSending, bob, cc] }).label,
    ).toBe('Bob Ray');
  });

  it('the same name twice is shown once', () => {
    const a = party('rtTo', 'Ann Lee');
    const b = party('rtTo', 'Ann Lee');
    const got = counterpart({ commonName: 'x', incoming: false, participants: [meSending, a, b] });
    expect(got.label).toBe('Ann Lee');
  });

  it('the key is the same party across entries: addressable, else address, else name', () => {
    const call = counterpart({ commonName: 'a', incoming: true, participants: [ann, me] });
    const later = counterpart({
      commonName: 'b',
      incoming: false,
      participants: [meSending, { ...ann, oid: '999', role: 'rtTo', commonName: 'Ann L.' }],
    });
    expect(later.key).toBe(call.key);
    const byNumber = (name: string) =>
      counterpart({
        commonName: 'c',
        incoming: true,
        participants: [party('rtFrom', name, { address: '+31 6 000' }), me],
      }).key;
    expect(byNumber('Ann')).toBe(byNumber('A. Lee'));
    expect(byNumber('Ann')).not.toBe(call.key);
    // Recipients in another order are the same group.
    const [x, y] = [party('rtTo', 'X', { address: 'x@e' }), party('rtTo', 'Y', { address: 'y@e' })];
    const group = (ps: Addressee[]) =>
      counterpart({ commonName: 'g', incoming: false, participants: [meSending, ...ps] }).key;
    expect(group([x, y])).toBe(group([y, x]));
  });

  it('a cached entry uses its full representation when it has one', () => {
    const item = {
      oid: '1',
      objectType: 'CallLog',
      commonName: generated,
      subject: '',
      date: '2026-11-21 10:27:24',
    };
    const listed = { oid: '1', sortKey: 'k', kind: 'CallLog', version: item.date, item };
    expect(counterpartOf(listed as CachedCommunication).label).toBe(generated);
    const full = { ...item, incoming: true, participants: [ann, me] };
    expect(counterpartOf({ ...listed, full } as unknown as CachedCommunication).label).toBe(
      'Ann Lee',
    );
  });
});
