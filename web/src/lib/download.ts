/** Hands bytes to the browser as a file download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the click start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A downloaded file: its bytes and the name the server offers it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` answer, or `fallback`. */
export function attachmentFileName(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? fallback;
}

/** The body of `res` as a file under the server's name. */
export async function downloadedFile(res: Response, fallback: string): Promise<DownloadedFile> {
  return { blob: await res.blob(), fileName: attachmentFileName(res, fallback) };
}
