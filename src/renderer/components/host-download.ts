import { type Api } from '../../shared/contract';

/**
 * Browser host only: main can't show a save dialog there, so it hands the file to the page,
 * which offers it as a download (from a local blob, never a remote address). Returns the
 * unsubscribe function.
 */
export function acceptHostDownloads(api: Api): () => void {
  return api.on('host.download', ({ fileName, mimeType, contentsB64String }) => {
    const binary = atob(contentsB64String);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  });
}
