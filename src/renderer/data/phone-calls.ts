import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type Api, type CurrentCall, type CurrentCalls } from '../../shared/contract';

/**
 * The account's calls in progress, as main follows them (`phone.calls`, then every
 * `phone.changed`), opened and closed with the account's data (`data.phone`): another account
 * never sees them. The call bar and the Call buttons read them here and place, end or transfer a
 * call through it, so no screen calls the phone's API itself. Refusals reject with the bridge's
 * error (its `sentence`).
 */
export interface PhoneCalls {
  readonly state: StoreApi<CurrentCalls>;
  /** The PBX rings the user's phone, then the number as typed. */
  call(number: string): Promise<void>;
  hangUp(call: Pick<CurrentCall, 'channel'>): Promise<void>;
  /** The call goes to `number` (as typed) once they answer; the user's legs are hung up. */
  transfer(call: Pick<CurrentCall, 'channel'>, number: string): Promise<void>;
  close(): void;
}

export function openPhoneCalls(api: Pick<Api, 'phone' | 'on'>): PhoneCalls {
  const state = createStore<CurrentCalls>(() => ({ calls: [] }));
  let closed = false;
  let heard = false;
  const off = api.on('phone.changed', (calls) => {
    heard = true;
    state.setState(calls, true);
  });
  api.phone
    .calls()
    .then((calls) => {
      // An event that came first is newer than this answer.
      if (!heard && !closed) state.setState(calls, true);
    })
    .catch(() => {
      // Nothing shown until main's next `phone.changed`, which it sends for every change.
    });
  return {
    state,
    call: (number) => api.phone.call({ number }),
    hangUp: (call) => api.phone.hangup({ channel: call.channel }),
    transfer: (call, number) => api.phone.transfer({ channel: call.channel, number }),
    close() {
      closed = true;
      off();
    },
  };
}

/** Read before the account's data is open: no calls. */
const noCalls = createStore<CurrentCalls>(() => ({ calls: [] }));

/** The call the call bar shows: the newest one. */
export function useCurrentCall(phone: PhoneCalls | undefined): CurrentCall | undefined {
  return useStore(phone?.state ?? noCalls, (state) => state.calls.at(-1));
}
