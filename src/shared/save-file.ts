/**
 * Hands a file the page holds to the browser's downloads, named `filename`: the console's reports
 * and exports come over /api with the staff token, so a plain link (which sends no token) cannot
 * fetch them.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the URL once the click ran; freeing it later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The name a download's answer gives (`content-disposition: attachment; filename="…"`), else `fallback`. */
export const downloadName = (response: Response, fallback: string): string =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
