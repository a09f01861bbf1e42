// Reads the text of PDFs with pdfjs in a child process of the server (see read-text.ts for why a process), one file
// per message. Plain JavaScript, so the process starts without a TypeScript loader, under any runner. It loads pdfjs
// at once; a file sent meanwhile waits for it.

// The legacy build's core-js polyfills replace these for corner cases of the spec that pdfjs does not rely on, which
// makes text extraction some 15% slower (bench/parse-manifest.ts); this process keeps the engine's own.
const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
const loading = Promise.all([
  import('pdfjs-dist/legacy/build/pdf.mjs'),
  import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
]).then(([pdfjs, pdfjsWorker]) => {
  // pdfjs runs its own "worker" in this process; given here, it is not loaded again for each file.
  globalThis.pdfjsWorker = pdfjsWorker;
  Array.prototype.push = natives.push;
  JSON.parse = natives.parse;
  JSON.stringify = natives.stringify;
  return pdfjs;
});

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
  const { getDocument, Util } = await loading;
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

// Listening from the start: a message that arrives before a listener is lost.
process.on('message', async (data) => {
  try {
    process.send({ pages: await readPages(data) });
  } catch (error) {
    // pdfjs does not export PasswordException; its name tells it.
    process.send({ failure: error?.name === 'PasswordException' ? 'encrypted' : 'damaged' });
  }
});
