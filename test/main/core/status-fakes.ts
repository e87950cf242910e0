import { vi } from 'vitest';
import { patchOperations, type PatchInput } from '../../../src/main/api/patch-builder';
import { type EventBus } from '../../../src/main/common/event-bus';
import { createMyStatus, type StatusClient } from '../../../src/main/core/my-status';
import { type SessionState } from '../../../src/shared/contract';

/**
 * A server's status calls, scripted (the simulator's rules in short): what the core's holder
 * reads and sets. `refusal`, while set, is what every change fails with.
 */
export function scriptedStatusServer(
  selectable: string[] = ['available', 'unavailable', 'dont_disturb', 'at_appointment'],
) {
  const server = {
    status: 'available',
    message: '',
    doNotDisturb: false,
    /** `until`: the guide's UTC timestamp. */
    temporary: undefined as { status: string; until: string } | undefined,
    refusal: undefined as Error | undefined,
  };
  const write = (apply: () => void) => {
    if (server.refusal) return Promise.reject(server.refusal);
    apply();
    return Promise.resolve();
  };
  const client = {
    me: {
      info: () =>
        Promise.resolve({
          presenceInfo: {
            status: server.temporary?.status ?? server.status,
            message: server.message,
          },
        }),
    },
    mePhone: {
      settings: () =>
        Promise.resolve({
          userStatus: server.status,
          doNotDisturb: server.doNotDisturb,
          ...(server.temporary && {
            temporaryUserStatus: server.temporary.status,
            temporaryUserStatusUntil: server.temporary.until,
          }),
        }),
      selectableStatuses: vi.fn(() => Promise.resolve(selectable)),
      setStatus: vi.fn((status: string) =>
        write(() => {
          server.status = status;
          server.temporary = undefined;
        }),
      ),
      setTemporaryStatus: vi.fn((status: string, until: string) =>
        write(() => {
          server.temporary = { status, until };
        }),
      ),
      setMessage: vi.fn((message: string) =>
        write(() => {
          server.message = message;
        }),
      ),
      updateSettings: vi.fn((input: PatchInput<'phoneSettings'>) =>
        write(() => {
          for (const op of patchOperations('phoneSettings', input)) {
            if (op.op === 'replace' && op.path === '/doNotDisturb') {
              server.doNotDisturb = op.value === true;
            }
          }
        }),
      ),
    },
  };
  return { server, client };
}

/** The core's holder over `client`, its session answering `state()`. */
export function statusHolderOver(
  client: ReturnType<typeof scriptedStatusServer>['client'],
  events: EventBus,
  state: () => SessionState,
) {
  return createMyStatus({
    events,
    session: {
      current: state,
      withClient: (run) => run(client as unknown as StatusClient),
    },
  });
}
