import {
  ATTACHMENT_LIMIT_BYTES,
  ATTACHMENT_LIMIT_LABEL,
  PREVIEW_MIME_TYPES,
  type ChatAttachment,
} from '../../../shared/contract/chat-calls';
import { t } from '../../../shared/i18n';

export type FileResult = { ok: true; attachment: ChatAttachment } | { ok: false; sentence: string };

/** A picked, dropped or pasted file as 4.2's inline attachment (base64), within the limit. */
export async function readAttachment(
  file: File,
  fallbackName = t('composer.file.pastedImage'),
): Promise<FileResult> {
  if (file.size > ATTACHMENT_LIMIT_BYTES) {
    return {
      ok: false,
      sentence: t('composer.file.tooLarge', {
        name: file.name || fallbackName,
        limit: ATTACHMENT_LIMIT_LABEL,
      }),
    };
  }
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const name = file.name || `${fallbackName}.${extensionOf(file.type)}`;
    return {
      ok: true,
      attachment: {
        commonName: name,
        originalLocation: name,
        mimeType: file.type || 'application/octet-stream',
        contentsB64String: toBase64(bytes),
      },
    };
  } catch {
    return {
      ok: false,
      sentence: t('composer.file.unreadable', { name: file.name || fallbackName }),
    };
  }
}

function extensionOf(mimeType: string): string {
  const sub = mimeType.split('/')[1] ?? 'bin';
  return sub.replace(/[^a-z0-9]/gi, '') || 'bin';
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Image types a preview is shown for (decoded by the page from bytes main or the outbox holds). */
export function isPreviewable(mimeType: string): boolean {
  return (PREVIEW_MIME_TYPES as readonly string[]).includes(mimeType.toLowerCase());
}
