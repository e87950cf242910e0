import { dialableNumber } from './interface/device';

/** The schemes that ask for a phone call: RFC 3966 `tel`, Skype's `callto`, RFC 3261 `sip(s)`. */
export const CALL_LINK_SCHEMES = ['tel', 'callto', 'sip', 'sips'] as const;

// The scheme, `//` (callto's old form), then the number up to its parameters or host.
const CALL_LINK = new RegExp(String.raw`^(${CALL_LINK_SCHEMES.join('|')}):(?:\/\/)?([^;?@]*)`, 'i');

/** Whether `text` starts as a call link does (whether or not it names a number). */
export function isCallLink(text: string): boolean {
  return CALL_LINK.test(text.trim());
}

/**
 * The number a call link asks for, as the PBX dials it; undefined when it names none (a SIP
 * address such as `sip:alice@example.com` has no number the PBX could dial). A `tel:` link's
 * parameters (`;ext=`, `;phone-context=`) and a SIP address's host are not part of the number:
 * the PBX dials the number alone, as the user would.
 */
export function numberOfCallLink(link: string): string | undefined {
  const match = CALL_LINK.exec(link.trim());
  if (!match?.[2]) return undefined;
  let user: string;
  try {
    user = decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
  return dialableNumber(user);
}
