/**
 * A message's text as plain pieces and link pieces. Nothing here produces HTML: the view renders
 * each piece as a text node, and a link only as a button that asks main (`links.open`) to open
 * it, where the same validation as every external link applies.
 */
export type TextPiece =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; url: string };

// https only, plus bare www. addresses; mailto/tel are written out as such. Trailing
// punctuation is not part of a link ("see https://example.com.").
const LINK = /\b(?:https:\/\/|www\.)[^\s<>"'`]+|\b(?:mailto|tel):[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, '');
    if (raw.length === 0) continue;
    const start = match.index;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    const url = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
    pieces.push({ kind: 'link', text: raw, url });
    last = start + raw.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}
