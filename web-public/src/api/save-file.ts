/**
 * Saves a file fetched with the session's bearer token (a plain link could not carry it) under
 * `filename`, from a blob URL.
 */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked once the download has started (some browsers read the URL after click returns).
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
