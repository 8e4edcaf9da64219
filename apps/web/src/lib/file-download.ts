// Opening and saving files the server serves only to their owner: the download needs the session
// header, so the file is fetched as a blob through the api client and handed to the browser.
import { api } from './api-client';

const fetchFile = (path: string): Promise<Blob> =>
  api.get<Blob>(path, { responseType: 'blob', timeoutMs: 60_000 });

/** Keeps a blob URL alive long enough for the browser to read it, then frees it. */
const releaseLater = (url: string) => setTimeout(() => URL.revokeObjectURL(url), 60_000);

const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  releaseLater(url);
};

/**
 * Opens a file in a new tab. The tab is opened at once, inside the click, so popup blockers let it
 * through; it is pointed at the file when the bytes arrive (`waitingText` shows meanwhile).
 * Blocked anyway → the file is saved.
 * Throws the ApiError of a refused download (after closing the empty tab).
 */
export async function openFileInNewTab(path: string, fileName: string, waitingText: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = fileName;
    tab.document.body.textContent = waitingText;
  }
  let blob: Blob;
  try {
    blob = await fetchFile(path);
  } catch (e) {
    tab?.close();
    throw e;
  }
  if (!tab || tab.closed) return saveBlob(blob, fileName);
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  releaseLater(url);
}

/** Saves a file under its own name. Throws the ApiError of a refused download. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  saveBlob(await fetchFile(path), fileName);
}
