import { type MfaCodeArgs, type MfaCodeResult } from '../../shared/contract';
import { parseServerAddress } from '../common/server-address';
import { CoreError, invalidInput } from './core-error';
import { type CreateSessionClient, type SessionClient } from './session-client';
import { signInErrorInfo } from './sign-in-errors';
import { recordTransportFailures } from './transport-failures';

/**
 * Asks the server at the sign-in form's address to e-mail a sign-in code (`session.requestMfa`),
 * before anyone is signed in. The client made for it is used once and dropped: it holds no
 * session, and the signed-in one (if any) is left alone. Failures read as sign-in failures do
 * (the server named, unreachable told apart from a certificate problem); the server's refusals
 * (10206, 10207, 10003) keep their codes and sentences.
 */
export async function requestMfaCode<C extends SessionClient>(
  deps: { fetch: typeof fetch; createClient: CreateSessionClient<C> },
  args: MfaCodeArgs,
): Promise<MfaCodeResult> {
  const address = parseServerAddress(args.serverUrl);
  if (!address.ok) throw invalidInput(address.sentence);
  const recorder = recordTransportFailures(deps.fetch);
  const client = deps.createClient(address.baseUrl, recorder.fetch);
  try {
    const outcome = await client.session.requestMfa({
      userName: args.userName,
      email: args.email,
    });
    return { outcome };
  } catch (error) {
    const mapped = signInErrorInfo(error, address.label, recorder.lastFailure());
    if (mapped) throw new CoreError(mapped);
    throw error;
  }
}
