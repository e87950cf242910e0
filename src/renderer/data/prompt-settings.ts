import { defaultPromptSettings, type PromptSettings } from '../review-prompt';
import { preferences } from '../state/preferences';

const SEED_KEY = 'switchboard.reviewPrompt.seed';

/** The prompter's settings: the user's frequency (Settings) over the defaults, read per call. */
export function promptSettings(): PromptSettings {
  return { ...defaultPromptSettings, frequency: preferences.getState().reviewFrequency };
}

/**
 * The per-install seed of the "sometimes" draw: fixed, so a call offered again (after a restart)
 * draws the same and the rate cannot creep up.
 */
export function promptSeed(): number {
  const stored = Number(globalThis.localStorage?.getItem(SEED_KEY));
  if (Number.isInteger(stored) && stored > 0) return stored;
  const seed = 1 + Math.floor(Math.random() * 0x7ffffffe);
  globalThis.localStorage?.setItem(SEED_KEY, String(seed));
  return seed;
}
