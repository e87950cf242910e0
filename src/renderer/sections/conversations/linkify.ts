import { CALL_LINK_SCHEMES, isCallLink, numberOfCallLink } from '../../../shared/call-link';

/**
 * A message's text as plain pieces and link pieces. Nothing here produces HTML: the view renders
 * each piece as a text node, and a link only as a button that asks main (`links.open`) to open
 * it, where the same validation as every external link applies.
 *
 * A link's text is exactly the address it opens (`www.` ones gain only `https://`): a link ends
 * at any invisible character (bidirectional controls such as U+202E, zero-width ones such as
 * U+200B, any other format or control character, any space), so none of them can reorder or
 * hide part of what the user reads as the address. Those characters stay in the text around it.
 */
export type TextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; url: string }
  /** A `tel:`, `callto:` or `sip:` link: the number it asks to call, placed by the PBX. */
  | { kind: 'call'; text: string; number: string };

// https only, plus bare www. addresses; mailto and the call links are written out as such.
// Trailing punctuation is not part of a link ("see https://example.com."). \p{Cf} holds the
// bidi and zero-width controls, \p{Cc} the C0/C1 controls, \p{Z} every kind of space.
const ADDRESS_CHAR = String.raw`[^\s<>"'\x60\p{Cf}\p{Cc}\p{Z}]`;
const LINK = new RegExp(
  String.raw`\b(?:https:\/\/|www\.)${ADDRESS_CHAR}+|\b(?:mailto|${CALL_LINK_SCHEMES.join('|')}):${ADDRESS_CHAR}+`,
  'giu',
);

/** A link's piece: a call link names a number, or is left as text (a SIP address without one). */
function linkPiece(raw: string): TextPiece {
  if (isCallLink(raw)) {
    const number = numberOfCallLink(raw);
    return number ? { kind: 'call', text: raw, number } : { kind: 'text', text: raw };
  }
  const url = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
  return { kind: 'link', text: raw, url };
}
const TRAILING = /[.,;:!?)\]}]+$/;

export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, '');
    if (raw.length === 0) continue;
    const start = match.index;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push(linkPiece(raw));
    last = start + raw.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}
