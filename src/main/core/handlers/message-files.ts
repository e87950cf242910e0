import {
  PREVIEW_MIME_TYPES,
  RECEIVED_ATTACHMENT_LIMIT_BYTES,
  RECEIVED_ATTACHMENT_LIMIT_LABEL,
  type AttachmentAddress,
  type ImagePreview,
  type PreviewMimeType,
} from '../../../shared/contract/chat-calls';
import { type AttachmentContents } from '../../../shared/interface';
import { t } from '../../../shared/i18n';
import { CoreError } from '../core-error';

/** A message's file as main holds it while previewing or saving it: never written anywhere. */
export interface MessageFile {
  commonName: string;
  /** Cleaned: a bare `type/subtype`, or `application/octet-stream`. */
  mimeType: string;
  bytes: Buffer;
}

const refusal = (sentence: string) =>
  new CoreError({ kind: 'invalid-request', sentence, transient: false });

// Made when thrown, so the sentence is in the language main speaks then.
const fileGone = () => refusal(t('error.file.gone'));
const fileTooLarge = () =>
  refusal(t('error.file.tooLarge', { limit: RECEIVED_ATTACHMENT_LIMIT_LABEL }));
const fileUnreadable = () =>
  new CoreError({ kind: 'malformed', sentence: t('error.file.unreadable'), transient: false });
const notAnImage = () => refusal(t('error.file.notAnImage'));

const maxEncodedLength = Math.ceil(RECEIVED_ATTACHMENT_LIMIT_BYTES / 3) * 4;
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The server's answer for `address`, checked: the attachment asked for, within the limit (by its
 * stated size and by its contents, before they are decoded), real base64.
 */
export function fromServer(address: AttachmentAddress, answer: AttachmentContents): MessageFile {
  // The platform reads a message's one file; another oid means the one asked for is gone.
  if (answer.oid !== address.oid) throw fileGone();
  const encoded = answer.contentsB64String;
  if (answer.size > RECEIVED_ATTACHMENT_LIMIT_BYTES || encoded.length > maxEncodedLength) {
    throw fileTooLarge();
  }
  if (encoded.length % 4 !== 0 || !base64.test(encoded)) throw fileUnreadable();
  return {
    commonName: answer.commonName,
    mimeType: cleanMimeType(answer.mimeType),
    bytes: Buffer.from(encoded, 'base64'),
  };
}

/**
 * A type a sender claimed, as a save dialog or a download may be given it: `type/subtype`
 * (RFC 6838 characters) in lower case without parameters, else plain bytes.
 */
export function cleanMimeType(claimed: string): string {
  const bare = (claimed.split(';', 1)[0] ?? '').trim().toLowerCase();
  return bare.length <= 255 && /^[a-z0-9][\w!#$&^.+-]*\/[a-z0-9][\w!#$&^.+-]*$/.test(bare)
    ? bare
    : 'application/octet-stream';
}

const signatures: readonly { type: PreviewMimeType; matches: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { type: 'image/jpeg', matches: (b) => b.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')) },
  {
    type: 'image/gif',
    matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The previewable image type the bytes are, by their signature; never a document such as SVG. */
export function imageTypeOf(bytes: Buffer): PreviewMimeType | undefined {
  return signatures.find((s) => s.matches(bytes))?.type;
}

/**
 * What the page may preview: a file that says it is a previewable image and whose bytes are
 * one. The type handed over is the one the bytes have (a PNG named `image/jpeg` shows as PNG).
 */
export function previewOf(file: MessageFile): ImagePreview {
  const claimed = (PREVIEW_MIME_TYPES as readonly string[]).includes(file.mimeType);
  const actual = imageTypeOf(file.bytes);
  if (!claimed || !actual) throw notAnImage();
  return { mimeType: actual, contentsB64String: file.bytes.toString('base64') };
}
