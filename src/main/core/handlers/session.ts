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

export function sessionHandlers({ session }: HandlerContext): Pick<Handlers, SessionCalls> {
  return {
    'session.get': () => session.current(),
    'session.signIn': (args) => session.signIn(args),
    'session.requestMfaCode': (args) => session.requestMfaCode(args),
    'session.startDemo': () => session.startDemo(),
    'session.resume': () => session.restore(),
    'session.signOut': () => session.signOut(),
    'session.rememberSupport': () => session.rememberSupport(),
  };
}
