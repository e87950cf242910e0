import { describe, expect, it } from 'vitest';
import { parseTimestamp, type ChatMessage } from '../../src/shared/interface';
import {
  afterAbsentLook,
  defaultRetryPolicy,
  findDelivered,
  LOOK_EVERY_MS,
  retryDelay,
  selectDue,
  sendOutcome,
} from '../../src/renderer/outbox';
import { failure } from './fake-server';

describe('retry schedule', () => {
  const noJitter = { ...defaultRetryPolicy, jitter: 0 };

  it('backs off exponentially up to the cap, never sooner than Retry-After', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, noJitter, Math.random))).toEqual([
      2000, 4000, 8000, 16000,
    ]);
    expect(retryDelay(30, noJitter, Math.random)).toBe(300_000);
    expect(retryDelay(1, noJitter, Math.random, 60_000)).toBe(60_000);
  });

  it('spreads retries by the jitter, within its bounds', () => {
    expect(retryDelay(1, defaultRetryPolicy, () => 0)).toBe(1600);
    expect(retryDelay(1, defaultRetryPolicy, () => 1)).toBe(2400);
    expect(retryDelay(1, defaultRetryPolicy, () => 0.5)).toBe(2000);
  });

  const entry = (
    id: string,
    queue: string,
    createdAt: number,
    state: string,
    nextAttemptAt = 0,
  ) => ({
    id,
    queue,
    createdAt,
    state,
    nextAttemptAt,
  });

  it('sends the head of each queue when its time has come, in the order written', () => {
    const entries = [
      entry('b1', 'B', 5, 'pending'),
      entry('a2', 'A', 2, 'pending'),
      entry('a1', 'A', 1, 'pending'),
      entry('c1', 'C', 3, 'pending', 500),
    ];
    const now = 100;
    expect(selectDue(entries, now, ['pending', 'uncertain'], ['failed'])).toEqual({
      due: [entries[2], entries[0]],
      wakeAt: 500,
    });
    // The fake clock moves on: the waiting head is due.
    expect(selectDue(entries, 500, ['pending'], ['failed']).due.map((e) => e.id)).toEqual([
      'a1',
      'c1',
      'b1',
    ]);
  });

  it('lets a failed entry stand aside, holds a queue behind one in flight or waiting', () => {
    expect(
      selectDue(
        [entry('a1', 'A', 1, 'failed'), entry('a2', 'A', 2, 'pending')],
        0,
        ['pending'],
        ['failed'],
      ).due.map((e) => e.id),
    ).toEqual(['a2']);
    expect(
      selectDue(
        [entry('a1', 'A', 1, 'sending'), entry('a2', 'A', 2, 'pending')],
        0,
        ['pending'],
        ['failed'],
      ),
    ).toEqual({ due: [] });
    expect(
      selectDue(
        [entry('a1', 'A', 1, 'pending', 900), entry('a2', 'A', 2, 'pending')],
        0,
        ['pending'],
        ['failed'],
      ),
    ).toEqual({ due: [], wakeAt: 900 });
    // Uncertain reviews are not automatic: nothing due, nothing to wake for.
    expect(selectDue([entry('r1', 'r1', 1, 'uncertain')], 0, ['pending'], [])).toEqual({ due: [] });
  });
});

describe('settle rule', () => {
  const open = 100_000;

  it('sends again only after a look begun once the last attempt closed found nothing', () => {
    expect(afterAbsentLook(open, open, open + 3_000)).toEqual({ resend: true });
    expect(afterAbsentLook(undefined, 5, 5)).toEqual({ resend: true });
  });

  it('looks again soon while the attempt is open, and right when it closes', () => {
    expect(afterAbsentLook(open, 10_000, 10_500)).toEqual({
      resend: false,
      lookAt: 10_500 + LOOK_EVERY_MS,
    });
    expect(afterAbsentLook(open, open - 1_000, open - 500)).toEqual({
      resend: false,
      lookAt: open,
    });
    // Begun before it closed, answered after: proves nothing, and the next look is due at once.
    expect(afterAbsentLook(open, open - 1, open + 2_000)).toEqual({ resend: false, lookAt: open });
  });
});

describe('send outcome', () => {
  it('tells refusals, not-applied and ambiguous failures apart', () => {
    expect(sendOutcome(failure('service', { status: 400, code: 10203 }))).toBe('refused');
    expect(sendOutcome(failure('service', { status: 404, code: 10066 }))).toBe('refused');
    expect(sendOutcome(failure('service', { status: 429, code: 10400 }))).toBe('retry');
    expect(sendOutcome(failure('unauthenticated'))).toBe('retry');
    expect(sendOutcome(failure('invalid-request'))).toBe('refused');
    for (const kind of [
      'network',
      'timeout',
      'aborted',
      'malformed',
      'disconnected',
      'internal',
    ] as const) {
      expect(sendOutcome(failure(kind))).toBe('uncertain');
    }
    expect(sendOutcome(failure('service', { status: 500, code: 11000 }))).toBe('uncertain');
    expect(sendOutcome(failure('service', { status: 503 }))).toBe('uncertain');
  });

  it('a failure main knows came before the request was written is certain: sent again', () => {
    // Refused, not resolved, offline (network); given up waiting for a request slot (timeout).
    expect(sendOutcome(failure('network', { notSent: true }))).toBe('retry');
    expect(sendOutcome(failure('timeout', { notSent: true }))).toBe('retry');
  });
});

describe('reconciliation rule', () => {
  const began = parseTimestamp('2024-06-01 12:00:10') + 400;
  const msg = (oid: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
    oid,
    objectType: 'XCCUserChat',
    commonName: 'me to Bob',
    subject: 'See you at 3',
    date: '2024-06-01 12:00:10',
    incoming: false,
    hasAttachment: false,
    participants: [],
    chatSession: { oid: '900', objectType: 'XCCChatSession', commonName: 'Bob' },
    ...extra,
  });
  const attempt = { text: 'See you at 3', firstAttemptAt: began };
  const none = new Set<string>();

  it('matches our message with the same text, dated from the attempt on', () => {
    expect(findDelivered(attempt, [msg('1')], none, 5000)?.oid).toBe('1');
    // Dated in the second the attempt began (dates are truncated) and within the skew.
    expect(
      findDelivered(attempt, [msg('1', { date: '2024-06-01 12:00:06' })], none, 5000)?.oid,
    ).toBe('1');
  });

  it('ignores messages from others, with other text, too old, or already claimed', () => {
    expect(findDelivered(attempt, [msg('1', { incoming: true })], none, 5000)).toBeUndefined();
    expect(
      findDelivered(attempt, [msg('1', { subject: 'See you at 4' })], none, 5000),
    ).toBeUndefined();
    expect(
      findDelivered(attempt, [msg('1', { date: '2024-06-01 12:00:04' })], none, 5000),
    ).toBeUndefined();
    expect(findDelivered(attempt, [msg('1')], new Set(['1']), 5000)).toBeUndefined();
  });

  it('requires the same attachment name and the same message replied to', () => {
    const withFile = msg('1', {
      subject: '',
      hasAttachment: true,
      attachments: [
        {
          oid: '2',
          objectType: 'Attachment',
          commonName: 'plan.pdf',
          mimeType: 'application/pdf',
          size: 1,
        },
      ],
    });
    expect(
      findDelivered({ ...attempt, text: '', attachmentName: 'plan.pdf' }, [withFile], none, 5000)
        ?.oid,
    ).toBe('1');
    expect(
      findDelivered({ ...attempt, text: '', attachmentName: 'other.pdf' }, [withFile], none, 5000),
    ).toBeUndefined();
    expect(findDelivered({ ...attempt, text: '' }, [withFile], none, 5000)).toBeUndefined();
    const reply = msg('3', {
      original: { oid: '77', objectType: 'XCCUserChat', participants: [] },
    });
    expect(findDelivered({ ...attempt, replyTo: '77' }, [reply], none, 5000)?.oid).toBe('3');
    expect(findDelivered(attempt, [reply], none, 5000)).toBeUndefined();
    expect(findDelivered({ ...attempt, replyTo: '78' }, [reply], none, 5000)).toBeUndefined();
  });

  it('takes the oldest of several candidates, so entries take messages in order', () => {
    const later = msg('9', { date: '2024-06-01 12:00:12' });
    expect(findDelivered(attempt, [later, msg('8')], none, 5000)?.oid).toBe('8');
  });

  it('by identity first: the message an event named, or one carrying our clientId', () => {
    const ours = { ...attempt, clientId: 'c-1' };
    // Dated too early and with other text for the text rule: the id decides.
    const early = { date: '2024-06-01 12:00:00', subject: 'edited by the server' };
    expect(
      findDelivered(ours, [msg('1'), msg('2', { ...early, clientId: 'c-1' })], none, 5000)?.oid,
    ).toBe('2');
    expect(
      findDelivered({ ...ours, arrivedAs: '3' }, [msg('1'), msg('3', early)], none, 5000)?.oid,
    ).toBe('3');
    // Claimed already, or someone else's: never.
    expect(
      findDelivered(ours, [msg('2', { clientId: 'c-1' })], new Set(['2']), 5000),
    ).toBeUndefined();
    expect(
      findDelivered(ours, [msg('2', { clientId: 'c-1', incoming: true })], none, 5000),
    ).toBeUndefined();
  });

  it('a message carrying another clientId is not ours, however alike; none or empty: the text rule', () => {
    const ours = { ...attempt, clientId: 'c-1' };
    expect(findDelivered(ours, [msg('1', { clientId: 'smartphone' })], none, 5000)).toBeUndefined();
    expect(findDelivered(ours, [msg('1', { clientId: null })], none, 5000)?.oid).toBe('1');
    expect(findDelivered(ours, [msg('1', { clientId: '' })], none, 5000)?.oid).toBe('1');
  });
});
