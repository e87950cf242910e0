import { isBridgeError } from '../../shared/contract';
import { t } from '../../shared/i18n';

/** The sentence a failed call shows: the bridge's own, or a generic one for anything else. */
export function sentenceOf(error: unknown): string {
  return isBridgeError(error) ? error.sentence : t('error.generic');
}
