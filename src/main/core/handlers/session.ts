import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

type SessionCalls =
  | 'session.get'
  | 'session.signIn'
  | 'session.requestMfaCode'
  | 'session.startDemo'
  | 'session.resume'
  | 'session.signOut'
  | 'session.rememberSupport';

export function sessionHandlers({ session, phone }: HandlerContext): Pick<Handlers, SessionCalls> {
  return {
    'session.get': () => session.current(),
    'session.signIn': (args) => session.signIn(args),
    'session.requestMfaCode': (args) => session.requestMfaCode(args),
    'session.startDemo': () => session.startDemo(),
    'session.resume': () => session.restore(),
    'session.signOut': async () => {
      // The device is unregistered while the session still lets it be (me_device_unregister).
      await phone.release();
      return session.signOut();
    },
    'session.rememberSupport': () => session.rememberSupport(),
  };
}
