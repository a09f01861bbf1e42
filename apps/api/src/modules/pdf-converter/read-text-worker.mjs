// Reads the text of one PDF with pdfjs in a worker thread (see read-text.ts for why a thread). Plain JavaScript, so
// the thread starts without a TypeScript loader, under any runner. It loads pdfjs at once, then waits for the file.
import { parentPort } from 'node:worker_threads';

// The legacy build's core-js polyfills replace these for corner cases of the spec that pdfjs does not rely on, which
// makes text extraction some 15% slower (bench/parse-manifest.ts); this thread keeps the engine's own.
const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
const [{ getDocument, Util }, pdfjsWorker] = await Promise.all([
  import('pdfjs-dist/legacy/build/pdf.mjs'),
  import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
]);
// pdfjs runs its own "worker" in this thread; given here, it is not loaded again when the file comes.
globalThis.pdfjsWorker = pdfjsWorker;
Array.prototype.push = natives.push;
JSON.parse = natives.parse;
JSON.stringify = natives.stringify;

/** Nothing is fetched, evaluated or rendered: no fonts, CMaps, wasm decoders or scripts. */
const options = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  useWorkerFetch: false,
  useWasm: false,
  enableXfa: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  verbosity: 0,
};

async function readPages(data) {
  const pdf = await getDocument({ ...options, data }).promise;
  try {
    const pages = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        // Page coordinates from the top left, whatever the page's rotation and origin.
        const [, , c, d, x, y] = Util.transform(viewport.transform, item.transform);
        items.push({ text: item.str, x, y, width: item.width, size: Math.hypot(c, d) });
      }
      pages.push({ width: viewport.width, height: viewport.height, items });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

parentPort.once('message', async (data) => {
  try {
    parentPort.postMessage({ pages: await readPages(data) });
  } catch (error) {
    // pdfjs does not export PasswordException; its name tells it.
    parentPort.postMessage({ failure: error?.name === 'PasswordException' ? 'encrypted' : 'damaged' });
  }
});
