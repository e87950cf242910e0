import { ApiError } from '../api/api-error';
import { type BridgeErrorInfo } from '../../shared/contract';
import { t } from '../../shared/i18n';
import { type TransportFailure } from './transport-failures';

/**
 * Sign-in needs more precise sentences than other calls: the user is choosing a server, so
 * "unreachable", "not a compatible server", "certificate not trusted" and "no HTTPS at this
 * address" must be told apart.
 * Service codes (10004 wrong credentials, 10006 disabled, 10007 expired) keep the client's
 * sentences and codes, so the sign-in screen can react to the code (10004 clears the password).
 */
export function signInErrorInfo(
  error: unknown,
  serverLabel: string,
  transport: TransportFailure | null,
): BridgeErrorInfo | null {
  if (!(error instanceof ApiError)) return null;
  const info = error.toInfo();
  const sentence = (s: string): BridgeErrorInfo => ({ ...info, sentence: s });
  switch (error.kind) {
    case 'network':
      switch (transport) {
        case 'tls':
          return sentence(t('signIn.error.tls', { server: serverLabel }));
        case 'not-https':
          return sentence(t('signIn.error.notHttps', { server: serverLabel }));
        default:
          return sentence(t('signIn.error.unreachable', { server: serverLabel }));
      }
    case 'timeout':
      return sentence(t('signIn.error.timeout', { server: serverLabel }));
    case 'malformed':
      return sentence(notCompatible(serverLabel));
    case 'service':
      // An answer without a service code on the login path is not the platform's login.
      if (error.code === undefined && (error.status === 404 || error.status === 405)) {
        return sentence(notCompatible(serverLabel));
      }
      return info;
    default:
      return info;
  }
}

function notCompatible(serverLabel: string): string {
  return t('signIn.error.notCompatible', { server: serverLabel });
}
