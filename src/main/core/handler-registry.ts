import { ApiError } from '../api/api-error';
import {
  bridgeErrorInfo,
  contract,
  isCallName,
  okResult,
  type BridgeErrorInfo,
  type BridgeResult,
  type CallName,
  type CallResult,
  type ParsedCallArgs,
} from '../../shared/contract';
import { CoreError } from './core-error';
import { illFormedTextAt } from './ill-formed-text';
import { type Logger } from '../common/logger';
import { t } from '../../shared/i18n';

export type CallHandler<K extends CallName> = (
  args: ParsedCallArgs<K>,
) => Promise<CallResult<K>> | CallResult<K>;

/** One handler per contract call: the compiler refuses a contract entry without its handler. */
export type Handlers = { readonly [K in CallName]: CallHandler<K> };

export interface HandlerRegistry<Sender> {
  /**
   * Runs one call from a renderer: checks the sender, validates the arguments, runs the
   * handler, validates the result, and turns every failure into a typed error. Never throws.
   */
  dispatch(call: string, args: unknown, sender: Sender): Promise<BridgeResult<unknown>>;
}

export interface RegistryOptions<Sender> {
  handlers: Handlers;
  /** Our window, our origin (Electron) or an authenticated socket (browser host). */
  isTrustedSender: (sender: Sender) => boolean;
  log: Logger;
}

export function createHandlerRegistry<Sender>(
  options: RegistryOptions<Sender>,
): HandlerRegistry<Sender> {
  const { handlers, isTrustedSender, log } = options;
  const fail = (error: BridgeErrorInfo): BridgeResult<never> => ({ ok: false, error });

  return {
    async dispatch(call, args, sender) {
      if (!isCallName(call)) {
        // Escaped: a name from the page must not write lines or terminal codes into the log.
        log.warn(`refused unknown call ${JSON.stringify(call.slice(0, 64))}`);
        return fail(bridgeErrorInfo('invalid-request'));
      }
      if (!isTrustedSender(sender)) {
        log.warn(`refused ${call} from an untrusted sender`);
        return fail(bridgeErrorInfo('forbidden'));
      }
      const spec = contract.calls[call];
      const parsedArgs = spec.args.safeParse(args);
      if (!parsedArgs.success) {
        // The issue paths name fields only, never their values (a password may be among them).
        log.warn(
          `refused ${call}: invalid arguments at ${parsedArgs.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')}`,
        );
        return fail(bridgeErrorInfo('invalid-request'));
      }
      const broken = illFormedTextAt(parsedArgs.data);
      if (broken !== undefined) {
        log.warn(`refused ${call}: a lone surrogate in ${broken}`);
        return fail(bridgeErrorInfo('invalid-request', t('error.illFormedText')));
      }
      try {
        const handler = handlers[call] as (a: unknown) => unknown;
        const value = await handler(parsedArgs.data);
        // Every result schema drops, at any depth, each field the contract does not name
        // (`strippingResults` in the contract): nothing extra leaves main.
        const parsedResult = spec.result.safeParse(value);
        if (!parsedResult.success) {
          log.error(`${call} produced a result outside the contract`);
          return fail(bridgeErrorInfo('internal'));
        }
        return okResult(parsedResult.data);
      } catch (error) {
        return fail(toErrorInfo(call, error, log));
      }
    },
  };
}

function toErrorInfo(call: CallName, error: unknown, log: Logger): BridgeErrorInfo {
  return errorInfoOf(error, () => log.error(`${call} failed unexpectedly`, error));
}

/**
 * What the user is told of a failure, wherever it is said (a call's answer, a notification): a
 * service's or the core's own sentence; anything else goes to `unexpected` (the log) and is said
 * in general words.
 */
export function errorInfoOf(error: unknown, unexpected: (error: unknown) => void): BridgeErrorInfo {
  if (error instanceof CoreError) return error.info;
  if (error instanceof ApiError) return error.toInfo();
  unexpected(error);
  return bridgeErrorInfo('internal');
}
