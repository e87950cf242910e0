import { Outbox, type Delivery, type OutboxOptions } from '../../src/renderer/outbox';
import { FakeChat } from './fake-chat';
import { fakeClock, freshAccount, manualTimers } from './fake-server';

/**
 * An outbox over a fake chat server, on a fake clock and manual timers. `open` opens it again on
 * the same account (a restart or a reload); `elapse` lets time pass and runs what became due.
 */
export async function setupOutbox(
  options: {
    serverBehindMs?: number;
    account?: ReturnType<typeof freshAccount>;
    /** Per page opened: its drain lock and signals (default: none: each drains on its own). */
    page?: () => Pick<OutboxOptions, 'requestLock' | 'signals'>;
  } & Pick<OutboxOptions, 'settleMs'> = {},
) {
  const clock = fakeClock();
  const timers = manualTimers();
  const server = new FakeChat(() => clock.now() - (options.serverBehindMs ?? 0));
  const account = options.account ?? freshAccount();
  let ids = 0;
  const open = async () => {
    const box = await Outbox.open({
      account,
      port: server,
      clock,
      timers,
      random: () => 0.5,
      newId: () => `c${++ids}`,
      ...(options.settleMs !== undefined && { settleMs: options.settleMs }),
      ...(options.page?.() ?? { requestLock: null, signals: null }),
    });
    const delivered: Delivery[] = [];
    box.onDelivered((d) => delivered.push(d));
    return { box, delivered };
  };
  const { box, delivered } = await open();
  /** Lets time pass and runs whatever became due. */
  const elapse = async (ms: number, outbox = box) => {
    clock.advance(ms);
    timers.fire();
    await outbox.whenIdle();
  };
  return { clock, timers, server, account, box, delivered, open, elapse };
}
