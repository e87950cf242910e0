import { type BridgeErrorInfo } from '../../shared/contract';
import { t } from '../../shared/i18n';

/**
 * An expected failure raised by the core itself (not by the API client), already phrased for
 * the user. The handler registry passes its info to the renderer unchanged.
 */
export class CoreError extends Error {
  override readonly name = 'CoreError';
  readonly info: BridgeErrorInfo;

  constructor(info: BridgeErrorInfo) {
    super(info.sentence);
    this.info = info;
  }
}

export function invalidInput(sentence: string): CoreError {
  return new CoreError({ kind: 'invalid-request', sentence, transient: false });
}

export function notSignedIn(): CoreError {
  return new CoreError({
    kind: 'unauthenticated',
    sentence: t('session.notSignedIn'),
    transient: false,
  });
}
