import { isBridgeError } from '../../shared/contract';

/** The sentence a failed call shows: the bridge's own, or a generic one for anything else. */
export function sentenceOf(error: unknown): string {
  return isBridgeError(error) ? error.sentence : 'Something went wrong. Please try again.';
}
