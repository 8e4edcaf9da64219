// Opening a file the server serves only to its owner in a new tab: the download needs the session
// header, so the bytes come through apiDownload and the tab is pointed at them.
import { apiDownload } from './api-client';
import { saveBlob } from './save-blob';

/**
 * Opens a file in a new tab. The tab is opened at once, inside the click, so popup blockers let it
 * through; it is pointed at the file when the bytes arrive (`waitingText` shows meanwhile).
 * Blocked anyway → the file is saved. Throws the ApiError of a refused download (after closing
 * the empty tab).
 */
export async function openFileInNewTab(path: string, fileName: string, waitingText: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = fileName;
    tab.document.body.textContent = waitingText;
  }
  let blob: Blob;
  let saveAs: string | null;
  try {
    ({ blob, fileName: saveAs } = await apiDownload(path));
  } catch (e) {
    tab?.close();
    throw e;
  }
  if (!tab || tab.closed) return saveBlob(blob, saveAs ?? fileName);
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  // The tab has read the bytes well within a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Saves a file under the name the server gives it (Content-Disposition: 'EVR 10-4 — H-Q.png'), or
 * `fileName` when it gives none. Throws the ApiError of a refused download.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const { blob, fileName: saveAs } = await apiDownload(path);
  saveBlob(blob, saveAs ?? fileName);
}
