/**
 * What the platform does to text (guide: model.html, "A text string of maximum 4000 character,
 * UTF-8 encoded", with the footnote "the text is converted to Windows 1252 encoding"; and
 * model/ChatContents.html: `text`, max 4000 characters). A client says so before sending, rather
 * than letting the server cut or change a message silently.
 */
export const TEXT_MAX_CHARACTERS = 4000;

/** The characters Windows-1252 has at 0x80–0x9F, beyond ISO 8859-1. */
const WINDOWS_1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Whether Windows-1252 can store this character (one code point). */
export function fitsWindows1252(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.has(char);
}

/** Length in characters as the server counts them (code points). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _char of text) count++;
  return count;
}

/** The distinct characters of `text` the server would replace, in order of appearance. */
export function unstorableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) if (!fitsWindows1252(char)) found.add(char);
  return [...found];
}

/** `text` as the server stores it: each character Windows-1252 lacks becomes `?`. */
export function asStored(text: string): string {
  let out = '';
  for (const char of text) out += fitsWindows1252(char) ? char : '?';
  return out;
}
