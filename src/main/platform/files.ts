/** A file the user asked to keep: the host asks where (Electron) or lets the page download it. */
export interface SaveFileRequest {
  /** Already reduced to a bare file name (no folders): see `safeFileName`. */
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

export interface Files {
  /** Resolves false when the user cancelled. */
  save(request: SaveFileRequest): Promise<boolean>;
}

/**
 * A name from the server or another user, made safe to propose in a save dialog: no folders, no
 * control or bidirectional-override characters, no leading dots, never empty.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 200);
  return cleaned === '' ? 'attachment' : cleaned;
}
