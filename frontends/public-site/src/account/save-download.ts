import type { PersonalDataDownload } from '@pickwise/api-client/account';

/** How long the file's object URL outlives the click: the browser reads it while the download starts. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands a downloaded file to the browser's own download, under the name the server gave it. */
export function saveDownload({ blob, filename }: PersonalDataDownload): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
