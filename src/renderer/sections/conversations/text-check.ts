import { type Formatter } from '../../../shared/i18n';
import {
  characterCount,
  TEXT_MAX_CHARACTERS,
  unstorableCharacters,
} from '../../../shared/interface';

/** What the server would do to a message's text, said before it is sent. */
export interface TextProblem {
  /** The server would refuse it: sending waits until it is fixed. */
  blocking: boolean;
  sentence: string;
}

/**
 * The platform takes at most 4 000 characters and stores text as Windows-1252 (guide: model.html,
 * model/ChatContents.html): a longer message is refused, and a character it lacks (an emoji, most
 * non-Latin scripts) arrives as "?". Both are told while the user types, not after.
 */
export function textProblem(intl: Formatter, text: string): TextProblem | undefined {
  const length = characterCount(text);
  if (length > TEXT_MAX_CHARACTERS) {
    return {
      blocking: true,
      sentence: intl.formatMessage(
        { id: 'composer.text.tooLong' },
        { length, max: TEXT_MAX_CHARACTERS },
      ),
    };
  }
  const lost = unstorableCharacters(text);
  if (lost.length === 0) return undefined;
  const shown = lost.slice(0, 5).join(' ') + (lost.length > 5 ? ' …' : '');
  return {
    blocking: false,
    sentence: intl.formatMessage(
      { id: 'composer.text.unstorable' },
      { characters: shown, count: lost.length },
    ),
  };
}
