// Reads PDFs in a child process of the server (see read-text.ts for why a process), one file (or its share of the
// pages of one) per message: a text PDF's words and rules with PDFium (read-text-pages.mjs), a scan's pages drawn by
// pdfjs for OCR (read-scan.mjs), spreadsheets (read-sheet.mjs). Plain JavaScript, so the process starts without a
// TypeScript loader, under any runner.

// The legacy build's core-js polyfills replace these for corner cases of the spec that pdfjs does not rely on, which
// makes it some 15% slower (bench/parse-manifest.ts, when pdfjs read text); this process keeps the engine's own.
import { judgeStreams } from './damaged-streams.mjs';
import { readScan } from './read-scan.mjs';
import { readSheets } from './read-sheet.mjs';
import { PdfRefused, readTextPages } from './read-text-pages.mjs';

const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
let loading = null;
/** pdfjs, loaded the first time a scan or a blank page needs it (0.3 to 0.7 s, some 40 MB). */
const pdfjs = () => {
  loading ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  ]).then(([pdfjs, pdfjsWorker]) => {
    // pdfjs runs its own "worker" in this process; given here, it is not loaded again for each file.
    globalThis.pdfjsWorker = pdfjsWorker;
    Array.prototype.push = natives.push;
    JSON.parse = natives.parse;
    JSON.stringify = natives.stringify;
    globalThis.structuredClone = cloneFast;
    return pdfjs;
  });
  return loading;
};

// pdfjs's "worker" hands each message to its API through structuredClone, even in one process: for a page it draws,
// hundreds of chunks of plain objects. Plain data (ordinary objects, arrays and primitives) is copied here in
// JavaScript, several times faster; anything else (typed arrays, errors, functions, a transfer list, a cycle) goes to
// the engine's clone, which copies it or throws as before.
const engineClone = globalThis.structuredClone;
const notPlain = Symbol('not plain data');
/** Nesting beyond this (or a cycle) is left to the engine. */
const maxDepth = 100;

function plainCopy(value, depth) {
  if (typeof value === 'function' || typeof value === 'symbol') throw notPlain;
  if (typeof value !== 'object' || value === null) return value;
  if (depth > maxDepth) throw notPlain;
  if (Array.isArray(value)) {
    const copy = new Array(value.length);
    for (let index = 0; index < value.length; index++) copy[index] = plainCopy(value[index], depth + 1);
    return copy;
  }
  // An ordinary object of any class (a glyph of an operator list) is copied as the engine copies it: its own
  // enumerable properties, without its prototype. Maps, dates, errors, typed arrays and the like are not ordinary.
  if (Object.prototype.toString.call(value) !== '[object Object]') throw notPlain;
  const copy = {};
  for (const key of Object.keys(value)) copy[key] = plainCopy(value[key], depth + 1);
  return copy;
}

/**
 * A chunk of an operator list, copied one level: the worker empties and refills its two arrays once they are sent, but
 * never reads an operator's arguments after sending them (it used to hand their buffers over), so those are shared. Copying
 * every glyph of them was a third of pdfjs's reading of a browser-printed page, which positions each glyph by itself.
 */
const operatorChunk = (message) => {
  const { chunk } = message;
  return { ...message, chunk: { ...chunk, fnArray: chunk.fnArray.slice(), argsArray: chunk.argsArray.slice() } };
};

function cloneFast(value, options) {
  if (Array.isArray(value?.chunk?.fnArray) && Array.isArray(value.chunk.argsArray)) return operatorChunk(value);
  if (!options?.transfer) {
    try {
      return plainCopy(value, 0);
    } catch (error) {
      if (error !== notPlain) throw error;
    }
  }
  return engineClone(value, options);
}

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
  // A scan's page is drawn with its pictures decoded: one of more pixels than any page at 600 dpi is not.
  maxImageSize: 40_000_000,
  verbosity: 0,
};

/**
 * The pages of a text PDF (or its share of them), read by PDFium, once the first reader of the file has found its
 * streams whole (damaged-streams.mjs). PDFium reads a page whose content does not inflate as a blank one, where pdfjs
 * refuses it: a page without text is read by pdfjs too, and every page when the streams could not be judged.
 */
async function textPages(request) {
  const streams = request.part === 0 ? judgeStreams(request.data) : 'whole';
  if (streams === 'damaged' || streams === 'tooHeavy') throw new PdfRefused(streams);
  const { pages, first } = await readTextPages(request);
  const blank = pages.flatMap((page, index) => (page.texts.length === 0 ? [first + index] : []));
  if (blank.length === 0 && streams === 'whole') return pages;
  const { getDocument } = await pdfjs();
  // Where the streams could not be judged, a damaged form, font or character map is refused too, not passed over.
  const pdf = await getDocument({ ...options, data: request.data, stopAtErrors: streams !== 'whole' }).promise;
  try {
    const suspect = streams === 'whole' ? blank : Array.from({ length: pdf.numPages }, (_, index) => index + 1);
    for (const number of suspect) await (await pdf.getPage(number)).getTextContent();
  } finally {
    await pdf.destroy();
  }
  return pages;
}

// A reader whose server is gone ends: the OCR workers of a scan would otherwise keep it running, orphaned.
process.on('disconnect', () => process.exit(0));
// A stop signalled to the whole group (systemd, Ctrl-C) is the server's to handle: it finishes the upload being read,
// then ends its readers.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});

// Listening from the start: a message that arrives before a listener is lost.
process.on('message', async (request) => {
  try {
    if (request.format) process.send(await readSheets(request));
    else if (request.scan) {
      const report = (page, pages) => process.send({ progress: { page, pages } });
      process.send(await readScan(request, await pdfjs(), options, report));
    } else process.send({ pages: await textPages(request) });
  } catch (error) {
    // A file refused as too heavy has grown the reader by what it inflated first: a new reader takes its place.
    if (error instanceof PdfRefused)
      process.send({ failure: error.failure, spent: error.failure === 'tooHeavy' || undefined });
    else {
      // pdfjs does not export PasswordException; its name tells it. Anything else may have left an engine half done
      // (PDFium aborted keeps what it held): the reader is spent, and the server replaces it.
      process.send({ failure: error?.name === 'PasswordException' ? 'encrypted' : 'damaged', spent: true });
    }
  }
});
