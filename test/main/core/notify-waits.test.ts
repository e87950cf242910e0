import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHandlerRegistry, type Handlers } from '../../../src/main/core/handler-registry';
import { type HandlerContext } from '../../../src/main/core/handlers';
import { notificationHandlers } from '../../../src/main/core/handlers/notifications';
import { silentLogger } from '../../../src/main/common/logger';
import { type NotificationRequest } from '../../../src/main/platform/notifications';
import { type Platform } from '../../../src/main/platform/platform';

/**
 * desktop.notify holds its call until the notification is clicked: how many such calls a page can
 * leave waiting in main is bounded, and where no click can come (the browser host) none waits.
 */
function notifier(reportsClicks: boolean) {
  const shown: NotificationRequest[] = [];
  const platform = {
    profileDir: '/nonexistent',
    notifications: {
      supported: () => true,
      reportsClicks,
      show: (request: NotificationRequest) => shown.push(request),
    },
  } as unknown as Platform;
  const handlers = notificationHandlers({ platform } as HandlerContext) as Handlers;
  const registry = createHandlerRegistry<string>({
    handlers,
    isTrustedSender: () => true,
    log: silentLogger,
  });
  const answers: unknown[] = [];
  const notify = (n: number) =>
    void registry
      .dispatch('desktop.notify', { title: `m${n}`, body: 'hi' }, 'page')
      .then((result) => answers.push([n, result]));
  return { shown, answers, notify, registry };
}

const answered = (n: number, clicked: boolean) => [n, { ok: true, value: { clicked } }];
const chose = (n: number, action: number) => [n, { ok: true, value: { clicked: true, action } }];

describe('desktop.notify', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds at most 20 calls waiting for a click: a newer one answers the oldest', async () => {
    const { shown, answers, notify } = notifier(true);
    for (let n = 1; n <= 20; n += 1) notify(n);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toHaveLength(20);
    expect(answers).toEqual([]);

    notify(21);
    notify(22);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toHaveLength(22);
    expect(answers).toEqual([answered(1, false), answered(2, false)]);

    // Those still waiting answer their click or button, or false once a click is no longer useful.
    shown[21]!.onClick?.();
    shown[20]!.onAction?.(1);
    shown[0]!.onClick?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(answers.slice(2)).toEqual([answered(22, true), chose(21, 1)]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(answers).toHaveLength(22);
    expect(answers.slice(4)).toEqual(Array.from({ length: 18 }, (_, i) => answered(i + 3, false)));
  });

  it('shows its text and buttons through the platform; refuses what is too long or too many', async () => {
    const { shown, answers, notify } = notifier(true);
    notify(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown[0]).toMatchObject({ title: 'm1', body: 'hi' });
    const { registry } = notifier(true);
    const refused = { ok: false, error: { kind: 'invalid-request' } };
    await expect(
      registry.dispatch('desktop.notify', { title: 'x', body: 'y'.repeat(501) }, 'page'),
    ).resolves.toMatchObject(refused);
    await expect(
      registry.dispatch(
        'desktop.notify',
        { title: 'x', body: 'y', actions: ['a', 'b', 'c'] },
        'page',
      ),
    ).resolves.toMatchObject(refused);
    expect(answers).toEqual([]);
  });

  it('holds none where the page handles its own clicks (the browser host)', async () => {
    const { shown, answers, notify } = notifier(false);
    for (let n = 1; n <= 3; n += 1) notify(n);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.map((s) => [s.title, s.onClick])).toEqual([
      ['m1', undefined],
      ['m2', undefined],
      ['m3', undefined],
    ]);
    expect(answers).toEqual([answered(1, false), answered(2, false), answered(3, false)]);
  });
});
