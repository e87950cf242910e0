import { isBridgeError } from '../../shared/contract';
import { t } from '../../shared/i18n';

/** A failure as the sentence the user reads: the bridge's, a local one (`sentence`), or generic. */
export function failureSentence(error: unknown): string {
  if (isBridgeError(error)) return error.sentence;
  if (typeof error === 'object' && error !== null && 'sentence' in error) {
    if (typeof error.sentence === 'string') return error.sentence;
  }
  return t('error.generic');
}

/** A refusal phrased here, for the composer to show. */
export class Refusal extends Error {
  override readonly name = 'Refusal';

  constructor(readonly sentence: string) {
    super(sentence);
  }
}
