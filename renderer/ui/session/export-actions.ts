/**
 * The browser side of the history export: saving a text as a file and copying a text
 * to the clipboard. Nothing is sent anywhere.
 */

/**
 * Saves `text` as a download named `filename`, once it is ready (the exports' code may
 * still be loading); a text that could not be made is reported, not saved half.
 */
export async function downloadText(
  filename: string,
  text: string | Promise<string>,
  type: string,
): Promise<void> {
  let ready: string;
  try {
    ready = await text;
  } catch (error) {
    console.error(`Story Point could not make ${filename}:`, error);
    return;
  }
  const url = URL.createObjectURL(new Blob([ready], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has its own copy of the data by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Copies `text`; resolves to false when the browser refuses (no permission, no focus). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The export's file name for a screen code. */
export function historyFileName(code: string): string {
  return `story-point-${code}-history.csv`;
}

/** The backlog export's file name for a screen code ('csv' or 'md'). */
export function backlogFileName(code: string, extension: 'csv' | 'md'): string {
  return `story-point-${code}-backlog.${extension}`;
}
