/**
 * A file answered as itself (communications_audio_get.html): its bytes, with the type from
 * `Content-Type` and the name from `Content-Disposition`. The guide's example sends the bare
 * name (`Content-Disposition: audio.mp3`); servers usually send `attachment; filename="…"`, and
 * may add `filename*=UTF-8''…`: all three are read, the encoded name first.
 */
export function fileAnswer(headers: Headers, bytes: Uint8Array) {
  const type = headers.get('content-type') ?? '';
  const mimeType = type.split(';')[0]?.trim() || 'application/octet-stream';
  return { bytes, mimeType, fileName: fileNameOf(headers.get('content-disposition') ?? '') };
}

function fileNameOf(disposition: string): string {
  const encoded = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  if (plain) return (plain[2] ?? plain[1] ?? '').trim();
  const bare = disposition.trim();
  return bare.includes(';') || bare.includes('=') ? '' : bare;
}
