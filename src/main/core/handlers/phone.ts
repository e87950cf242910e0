import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

type PhoneCalls = 'phone.call' | 'phone.hangup' | 'phone.calls' | 'phone.transfer';

/** Calls through the phone system: see `../phone-service.ts`. */
export function phoneHandlers({ phone }: HandlerContext): Pick<Handlers, PhoneCalls> {
  return {
    'phone.call': async ({ number }) => {
      await phone.call(number);
      return undefined;
    },
    'phone.hangup': async ({ channel }) => {
      await phone.hangup(channel);
      return undefined;
    },
    'phone.calls': () => phone.current(),
    'phone.transfer': async ({ channel, number }) => {
      await phone.transfer(channel, number);
      return undefined;
    },
  };
}
