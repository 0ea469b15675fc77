/** How long an object URL handed to a download link stays alive (FileSaver.js keeps it 40 s too). */
export const OBJECT_URL_LIFETIME_MS = 40_000;

/**
 * Offers a downloaded Blob (an export, a resume) to the user under `filename`, through a temporary
 * object URL. The URL is revoked well after the click: Safari and Firefox read it only once the click
 * handler has returned, and revoking it at once can cancel the download.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
