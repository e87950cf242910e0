import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { type Api, type CurrentCall, type CurrentCalls } from '../../shared/contract';

/**
 * The calls in progress through this device, as main follows them (`phone.calls`, then every
 * `phone.changed`): the call bar and the Call buttons read them here, and place or end a call
 * through the functions below, so no screen calls the phone's API itself.
 */
export const phoneCalls = createStore<CurrentCalls>(() => ({ calls: [] }));

/** The bridge the calls are placed through, once `main.tsx` has connected it. */
let connected: Api | undefined;

function phone(): Api['phone'] {
  if (!connected) throw new Error('the phone calls are not connected (main.tsx)');
  return connected.phone;
}

/**
 * Reads the calls once and follows main's changes (before sign-in main has none); returns the
 * unsubscribe function.
 */
export function connectPhoneCalls(api: Api): () => void {
  connected = api;
  let heard = false;
  const off = api.on('phone.changed', (calls) => {
    heard = true;
    phoneCalls.setState(calls, true);
  });
  api.phone
    .calls()
    .then((calls) => {
      // An event that came first is newer than this answer.
      if (!heard) phoneCalls.setState(calls, true);
    })
    .catch(() => {
      // Nothing shown until main's next `phone.changed`, which it sends for every change.
    });
  return () => {
    off();
    connected = undefined;
  };
}

/** The call the call bar shows: the newest one. */
export function useCurrentCall(): CurrentCall | undefined {
  return useStore(phoneCalls, (state) => state.calls.at(-1));
}

/** The PBX rings the user's phone, then the number as typed; refusals come back as sentences. */
export function callNumber(number: string): Promise<void> {
  return phone().call({ number });
}

export function hangUp(call: Pick<CurrentCall, 'channel'>): Promise<void> {
  return phone().hangup({ channel: call.channel });
}
