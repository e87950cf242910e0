/** When to ask for a call-quality review (4.20): see README.md and docs/outbox.md. */
export {
  decidePrompt,
  defaultPromptSettings,
  promptFrequencies,
  type EndedCall,
  type PromptContext,
  type PromptDecision,
  type PromptFrequency,
  type PromptSettings,
  type SkipReason,
} from './policy';
export { PromptedCalls } from './prompted-calls';
export {
  ReviewPrompter,
  type PromptedStore,
  type PromptState,
  type ReviewPrompterOptions,
  type Surroundings,
} from './review-prompter';
export { mulberry32, seededUnit } from './seeded';
