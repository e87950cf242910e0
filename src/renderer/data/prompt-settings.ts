import { createStore } from 'zustand/vanilla';
import {
  defaultPromptSettings,
  promptFrequencies,
  type PromptFrequency,
  type PromptSettings,
} from '../review-prompt';

const FREQUENCY_KEY = 'switchboard.reviewPrompt.frequency';
const SEED_KEY = 'switchboard.reviewPrompt.seed';

function readFrequency(): PromptFrequency {
  const stored = globalThis.localStorage?.getItem(FREQUENCY_KEY);
  return promptFrequencies.find((f) => f === stored) ?? defaultPromptSettings.frequency;
}

/** How often to ask for a call-quality review: a per-install choice, kept across restarts. */
export const promptFrequency = createStore<{ frequency: PromptFrequency }>(() => ({
  frequency: readFrequency(),
}));

export function setPromptFrequency(frequency: PromptFrequency): void {
  globalThis.localStorage?.setItem(FREQUENCY_KEY, frequency);
  promptFrequency.setState({ frequency });
}

export function promptSettings(): PromptSettings {
  return { ...defaultPromptSettings, frequency: promptFrequency.getState().frequency };
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
