import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What reading a PDF found: its page count, or why it could not be read. */
export type PdfReading = { pages: number } | { unreadable: 'broken' | 'too-costly' };

/** A document page takes well under a second to open; a PDF still opening after this is hostile. */
const TIME_LIMIT_MS = 10_000;
/** The worker's heap: ample for a scan of a few pages, too little to take the server down. */
const HEAP_LIMIT_MB = 96;

const pdfjs = pathToFileURL(
  createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs'),
).href;

/**
 * Opens the PDF with pdf.js and its first page, answering the page count (pdf.js 6 compiles no
 * code from a PDF, so there is no eval to turn off). Runs in a worker
 * thread of its own with a small heap and a time limit, so a hostile PDF (a bomb of nested
 * streams, an endless object graph) costs that worker, never the server.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { getDocument } = await import(workerData.pdfjs);
  const task = getDocument({
    data: workerData.bytes,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages > 0) await document.getPage(1);
    parentPort.postMessage({ pages: document.numPages });
  } catch {
    parentPort.postMessage({ unreadable: 'broken' });
  } finally {
    await task.destroy();
  }
})();
`;

export function readPdf(bytes: Buffer): Promise<PdfReading> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      eval: true,
      // A copy: the worker owns it, and the caller's buffer stays whole.
      workerData: { pdfjs, bytes: new Uint8Array(bytes) },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 16 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (reading: PdfReading) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(reading);
    };
    const timer = setTimeout(() => settle({ unreadable: 'too-costly' }), TIME_LIMIT_MS);
    worker.once('message', (reading: PdfReading) => settle(reading));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash of the worker.
    worker.once('error', () => settle({ unreadable: 'too-costly' }));
    worker.once('exit', () => settle({ unreadable: 'broken' }));
  });
}
