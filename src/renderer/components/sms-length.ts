/**
 * How long an SMS is, as the networks count it (3GPP TS 23.038): a text written only in the GSM
 * 7-bit alphabet goes 160 characters to a message (those of its extension table count twice),
 * any other in UCS-2, 70 UTF-16 units to a message; a longer text is sent in parts that each
 * lose room to the header that joins them again (153 and 67). Informative: the provider, not the
 * app, splits it.
 */

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Written as an escape and the character: two of a message's 160. */
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

const SINGLE = { gsm: 160, ucs2: 70 } as const;
const PART = { gsm: 153, ucs2: 67 } as const;

export interface SmsLength {
  /** What the user typed, in characters (code points). */
  characters: number;
  /** `gsm` fits the 7-bit alphabet; `ucs2` needs more (emoji, most accented letters beyond it). */
  encoding: 'gsm' | 'ucs2';
  /** How many SMS the text goes in; none for no text. */
  parts: number;
}

export function smsLength(text: string): SmsLength {
  const characters = [...text];
  let septets = 0;
  let gsm = true;
  for (const c of characters) {
    if (GSM_BASIC.has(c)) septets += 1;
    else if (GSM_EXTENDED.has(c)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding = gsm ? 'gsm' : 'ucs2';
  const units = gsm ? septets : text.length;
  const parts = units === 0 ? 0 : units <= SINGLE[encoding] ? 1 : Math.ceil(units / PART[encoding]);
  return { characters: characters.length, encoding, parts };
}
