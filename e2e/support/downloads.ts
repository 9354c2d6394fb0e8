import { readFile } from 'node:fs/promises';
import type { Download } from 'playwright-core';
import { expect } from 'vitest';
import { pdfText } from '../../apps/server/test/pdf-text.ts';

/** A download still unfinished after this has stalled: the step fails and names the file. */
const DOWNLOAD_MS = 30_000;

/**
 * The downloaded file's bytes. `Download.path()` waits for the download to finish with no time limit
 * of its own, so a stalled one would hold the test to its whole timeout and name no step: bounded here.
 */
export async function downloadedBytes(download: Download, timeout = DOWNLOAD_MS): Promise<Buffer> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`the download of ${download.suggestedFilename()} did not finish within ${timeout} ms`),
        ),
      timeout,
    );
  });
  try {
    const file = await Promise.race([download.path(), stalled]);
    return await readFile(file);
  } finally {
    clearTimeout(timer);
  }
}

/** The downloaded file's text, after checking it is a PDF that PDF.js opens. */
export async function downloadedPdfText(download: Download): Promise<string> {
  const bytes = await downloadedBytes(download);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return (await pdfText(bytes)).text;
}
