// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { formatTimestamp } from '../../src/renderer/cache/timestamps';
import { openReadMarks, readMarkOf } from '../../src/renderer/data/read-marks';

const account = { baseUrl: 'https://pbx.example.com', userName: 'ann' };
const signedInAt = Date.UTC(2026, 10, 22, 9, 0, 30, 700);
const key = (ms: number, oid: string) => `${formatTimestamp(ms)}|${oid}`;

beforeEach(() => localStorage.clear());

describe('read marks', () => {
  it('a fresh profile has read what came before the sign-in, not what came after it', () => {
    const mark = readMarkOf(openReadMarks(account, signedInAt).getState(), 'session-1');
    // Stored while the app was still opening its databases: news.
    expect(key(signedInAt + 2_000, '9') > mark).toBe(true);
    // In the sign-in's own second (marks have second resolution): news too.
    expect(key(signedInAt - 500, '8') > mark).toBe(true);
    // The history the first download brings in: read.
    expect(key(signedInAt - 1_000, '7') > mark).toBe(false);
  });

  it('marks move forward only, and the next start reads them back', () => {
    const marks = openReadMarks(account, signedInAt);
    marks.markRead('session-1', key(signedInAt, '20'));
    marks.markRead('session-1', key(signedInAt - 5_000, '10'));
    expect(readMarkOf(marks.getState(), 'session-1')).toBe(key(signedInAt, '20'));

    const later = openReadMarks(account, signedInAt + 3_600_000);
    expect(later.getState()).toEqual(marks.getState());
    // Another account on the same profile starts fresh.
    const other = openReadMarks({ ...account, userName: 'bob' }, signedInAt + 3_600_000);
    expect(other.getState()).toEqual({ since: signedInAt + 3_600_000, sessions: {} });
  });

  it('unreadable stored marks start again instead of failing', () => {
    openReadMarks(account, signedInAt);
    for (const stored of Object.keys(localStorage)) localStorage.setItem(stored, '{"since":"x"');
    expect(openReadMarks(account, signedInAt + 1).getState()).toEqual({
      since: signedInAt + 1,
      sessions: {},
    });
  });
});
