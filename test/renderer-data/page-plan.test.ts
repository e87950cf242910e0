import { describe, expect, it } from 'vitest';
import { accountKey, databaseName } from '../../src/renderer/cache/account';
import { isOffline, toPortFailure, type PortFailure } from '../../src/renderer/cache/server-port';
import { BridgeError } from '../../src/shared/contract';
import {
  coveredInterval,
  planNewer,
  planOlder,
  planParams,
} from '../../src/renderer/cache/page-plan';
import {
  BOTTOM,
  TOP,
  dateEndKey,
  dateOfKey,
  dateStartKey,
  oidOfKey,
  sortKey,
} from '../../src/renderer/cache/sort-key';
import { nextWindow, windowUntil } from '../../src/renderer/cache/sync-window';
import { formatTimestamp, parseTimestamp } from '../../src/shared/interface';

const T = '2024-03-01 10:00:00';
const k = (oid: string, date = T) => sortKey(date, oid);

describe('sort keys', () => {
  it('order by date, then by numeric oid', () => {
    const keys = [k('100'), k('99'), k('5', '2024-03-01 09:59:59'), k('1000')];
    expect([...keys].sort()).toEqual([k('5', '2024-03-01 09:59:59'), k('99'), k('100'), k('1000')]);
    expect(oidOfKey(k('99'))).toBe('99');
    expect(oidOfKey(k('0'))).toBe('0');
    expect(dateOfKey(k('99'))).toBe(T);
    expect(() => sortKey(T, '1'.repeat(21))).toThrow(RangeError);
  });

  it('date keys bracket every item of their second and name no oid', () => {
    expect(dateStartKey(T) < k('0') && k('99999999999999999999') < dateEndKey(T)).toBe(true);
    expect(dateEndKey('2024-03-01 09:59:59') < dateStartKey(T)).toBe(true);
    expect(BOTTOM < dateStartKey(T) && dateEndKey(T) < TOP).toBe(true);
    expect(oidOfKey(dateEndKey(T))).toBeUndefined();
    expect(dateOfKey(dateStartKey(T))).toBe(T);
  });
});

describe('fetch plans (4.18 rules 3–5)', () => {
  it('uses the newest page, the oldest known item as before, the newest as after', () => {
    expect(planParams(planOlder(TOP), 50, 'all')).toEqual({ limit: 50, include: 'all' });
    expect(planParams(planOlder(k('42')), 50, undefined)).toEqual({ limit: 50, before: '42' });
    expect(planParams(planNewer(k('42')), 50, undefined)).toEqual({ limit: 50, after: '42' });
    expect(planParams(planNewer(BOTTOM), 20, undefined)).toEqual({ limit: 20, order: 'ascending' });
  });

  it('falls back to an inclusive date window where no cursor can be used', () => {
    expect(planParams(planOlder(dateEndKey(T)), 10, undefined)).toEqual({ limit: 10, until: T });
    expect(planParams(planOlder(k('42'), false), 10, undefined)).toEqual({ limit: 10, until: T });
    expect(planParams(planNewer(dateStartKey(T)), 10, undefined)).toEqual({
      limit: 10,
      order: 'ascending',
      from: T,
    });
  });

  it('clamps the page size to what the wire allows', () => {
    expect(planParams(planOlder(TOP), 5000, undefined).limit).toBe(1000);
    expect(planParams(planOlder(TOP), 0, undefined).limit).toBe(1);
  });

  it('turns a page into the stretch it proves complete', () => {
    const keys = [k('10'), k('11'), k('12')];
    // First page anchors at the top and reaches down to its oldest item, however short it is:
    // the server caps the page size silently, so only an empty page reaches the bottom.
    expect(coveredInterval(planOlder(TOP), keys)).toEqual({ older: k('10'), newer: TOP });
    expect(coveredInterval(planOlder(TOP), [])).toEqual({ older: BOTTOM, newer: TOP });
    // before=X: from the page's oldest item up to X.
    expect(coveredInterval(planOlder(k('20')), keys)).toEqual({ older: k('10'), newer: k('20') });
    expect(coveredInterval(planOlder(k('20')), [])).toEqual({ older: BOTTOM, newer: k('20') });
    // after=X: from X to the newest item, or to the top when empty.
    expect(coveredInterval(planNewer(k('5')), keys)).toEqual({ older: k('5'), newer: k('12') });
    expect(coveredInterval(planNewer(k('5')), [])).toEqual({ older: k('5'), newer: TOP });
    // Date windows cover the whole second of their bound.
    expect(coveredInterval(planOlder(k('20'), false), keys)).toEqual({
      older: k('10'),
      newer: dateEndKey(T),
    });
    expect(coveredInterval(planNewer(dateStartKey(T)), keys)).toEqual({
      older: dateStartKey(T),
      newer: k('12'),
    });
  });

  it('records nothing for a page that contradicts its cursor', () => {
    expect(coveredInterval(planOlder(k('11')), [k('10'), k('12')])).toBeUndefined();
    expect(coveredInterval(planNewer(k('11')), [k('10'), k('12')])).toBeUndefined();
  });
});

describe('sync windows', () => {
  it('end at the clock rounded down to the second, minus the lag', () => {
    const now = parseTimestamp('2024-03-01 10:00:05') + 999;
    expect(windowUntil(now, 2)).toBe('2024-03-01 10:00:03');
    expect(formatTimestamp(parseTimestamp(T))).toBe(T);
  });

  it('are empty (none) when the watermark has caught up', () => {
    const now = parseTimestamp('2024-03-01 10:00:05');
    expect(nextWindow('2024-03-01 10:00:03', now, 2)).toBeUndefined();
    expect(nextWindow('2024-03-01 10:00:01', now, 2)).toEqual({
      from: '2024-03-01 10:00:01',
      until: '2024-03-01 10:00:03',
    });
  });
});

describe('port failures', () => {
  it('are read from the info object itself or from an error carrying it', () => {
    const info = {
      kind: 'service',
      status: 404,
      code: 10066,
      sentence: 'This chat is closed.',
      transient: false,
    };
    expect(toPortFailure(info)).toEqual(info);
    expect(toPortFailure(new BridgeError({ ...info, kind: 'timeout' }))).toMatchObject({
      kind: 'timeout',
      status: 404,
    });
    // Anything else is our fault: a generic sentence, never the raw text.
    expect(toPortFailure(new TypeError('x is undefined'))).toMatchObject({ kind: 'internal' });
    expect(toPortFailure(new TypeError('x')).sentence).not.toContain('undefined');
  });

  it('tell offline apart from refusals', () => {
    expect(
      ['network', 'timeout', 'disconnected'].map((kind) =>
        isOffline({ kind, sentence: 's' } as PortFailure),
      ),
    ).toEqual([true, true, true]);
    expect(isOffline({ kind: 'service', sentence: 's' })).toBe(false);
  });
});

describe('account databases', () => {
  it('are separate per server and per user, stable, and ignore a trailing slash', () => {
    const a = { baseUrl: 'https://pbx.example.com/api/v1/master', userName: 'alice' };
    expect(accountKey(a)).toBe(accountKey({ ...a, baseUrl: `${a.baseUrl}/` }));
    expect(accountKey(a)).not.toBe(accountKey({ ...a, userName: 'bob' }));
    expect(accountKey(a)).not.toBe(accountKey({ ...a, userName: 'Alice' }));
    expect(accountKey(a)).not.toBe(
      accountKey({ ...a, baseUrl: 'https://pbx.example.com/api/v1/acme' }),
    );
    expect(databaseName('cache', a)).toMatch(/^switchboard-cache-[0-9a-f]{16}$/);
    expect(databaseName('outbox', a)).not.toBe(databaseName('cache', a));
    expect(databaseName('cache', a)).not.toContain('alice');
  });
});
