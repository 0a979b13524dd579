/** Offers the object URL `url` as a download named `filename`, then revokes it. */
export function saveObjectUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled, not before the browser read the URL.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Offers `blob` to the user as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  saveObjectUrl(URL.createObjectURL(blob), filename);
}
