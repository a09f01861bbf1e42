// Reads the text of PDFs with pdfjs in a child process of the server (see read-text.ts for why a process), one file
// (or its share of the pages of one) per message; spreadsheets too (read-sheet.mjs). Plain JavaScript, so the process starts without a TypeScript
// loader, under any runner. It loads pdfjs at once; a file sent meanwhile waits for it.

// The legacy build's core-js polyfills replace these for corner cases of the spec that pdfjs does not rely on, which
// makes text extraction some 15% slower (bench/parse-manifest.ts); this process keeps the engine's own.
import { readScan } from './read-scan.mjs';
import { readSheets } from './read-sheet.mjs';

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
  globalThis.structuredClone = cloneFast;
  return pdfjs;
});

// pdfjs's "worker" hands each message to its API through structuredClone, even in one process: for a text manifest,
// hundreds of chunks of plain objects, a sixth of the reading (bench/parse-manifest.ts). Plain data (ordinary objects,
// arrays and primitives) is copied here in JavaScript, several times faster; anything else (typed arrays, errors, functions,
// a transfer list, a cycle) goes to the engine's clone, which copies it or throws as before.
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

function cloneFast(value, options) {
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
 * The pages of `part` (of `parts`, counted from 0) of a PDF: its share of the pages in order, so that readers of the
 * same bytes read one file together.
 */
async function readPages({ data, part, parts }) {
  const { getDocument, Util, OPS, AnnotationMode } = await loading;
  const pdf = await getDocument({ ...options, data }).promise;
  const rulesOf = async (page, viewport) => {
    const operators = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
    // The operator list stays cached on the page otherwise, holding every glyph of it until the file is done.
    page.cleanup();
    return pageRules(operators, viewport.transform, Util, OPS);
  };
  try {
    const first = Math.floor((part * pdf.numPages) / parts) + 1;
    const last = Math.floor(((part + 1) * pdf.numPages) / parts);
    // Reading a page's drawing costs half as much again as its text, so only a document whose table draws lines has
    // them read: the first page that names a consignee (every header row does) decides by its own lines, the pages
    // before it (a cover letter) are read without. A part that starts further on first looks for that page.
    let ruled = null;
    const decide = async (page, viewport, content) => {
      if (ruled !== null || !namesConsignee(content)) return [];
      const rules = await rulesOf(page, viewport);
      ruled = rules.length > 0 && !finerThanAnyTable(rules);
      return ruled ? rules : [];
    };
    for (let number = 1; number < first && first <= last && ruled === null; number++) {
      const page = await pdf.getPage(number);
      await decide(page, page.getViewport({ scale: 1 }), await page.getTextContent());
    }
    const pages = [];
    for (let number = first; number <= last; number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const texts = [];
      const positions = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        // Page coordinates from the top left, whatever the page's rotation and origin.
        const [, , c, d, x, y] = Util.transform(viewport.transform, item.transform);
        texts.push(item.str);
        positions.push(x, y, item.width, Math.hypot(c, d));
      }
      const rules = ruled ? await rulesOf(page, viewport) : await decide(page, viewport, content);
      pages.push({
        width: viewport.width,
        height: viewport.height,
        texts,
        positions: Float64Array.from(positions),
        rules: Float64Array.from(rules.flatMap((rule) => [rule.x0, rule.y0, rule.x1, rule.y1])),
      });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** A picture covering at least this share of its page makes the page a scan (a logo or a stamp does not). */
const scannedShare = 0.5;

/**
 * Of the pages numbered `pages` (from 1), whether each is a scanned page: it paints a picture that covers half the
 * page or more (the picture's unit square through the transform in force, save, restore and forms tracked).
 */
async function scannedPages({ data, pages }) {
  const { getDocument, Util, OPS, AnnotationMode } = await loading;
  const pdf = await getDocument({ ...options, data }).promise;
  const pictures = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat]);
  try {
    const scanned = [];
    for (const number of pages) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const { fnArray, argsArray } = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
      page.cleanup();
      let covered = 0;
      walkDrawing({ fnArray, argsArray }, viewport.transform, Util, OPS, (fn, _args, matrix) => {
        if (pictures.has(fn)) covered = Math.max(covered, Math.abs(matrix[0] * matrix[3] - matrix[1] * matrix[2]));
      });
      scanned.push(covered >= scannedShare * viewport.width * viewport.height);
    }
    return scanned;
  } finally {
    await pdf.destroy();
  }
}

/**
 * Level times plumb lines a table may draw (lattice.ts's maxPairs): a page of more (graph paper) is no table, is read
 * by its whitespace, and the drawing of its document's other pages is not read.
 */
const maxPairs = 100_000;

/** Whether a page draws more distinct level and plumb lines than any table (a cell's borders drawn apart count once). */
function finerThanAnyTable(rules) {
  const levels = new Set();
  const plumbs = new Set();
  for (const rule of rules) {
    if (rule.x1 - rule.x0 > rule.y1 - rule.y0) levels.add(Math.round(rule.y0));
    else plumbs.add(Math.round(rule.x0));
  }
  return levels.size * plumbs.size > maxPairs;
}

/** A page whose text names a consignee, as every manifest's header row does (CONSIGNEE, CNEE). */
const namesConsignee = (content) => content.items.some((item) => /CONSIGNEE|CNEE/i.test(item.str ?? ''));

const paintOps = (OPS) => ({
  stroke: new Set([
    OPS.stroke,
    OPS.closeStroke,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
  ]),
  fill: new Set([OPS.fill, OPS.eoFill]),
});
// pdfjs's DrawOPS (not exported): the codes of the flat path that OPS.constructPath carries.
const moveTo = 0;
const lineTo = 1;
const curveTo = 2;
const quadraticCurveTo = 3;
const closePath = 4;
/** A filled rectangle at most this thick (in points) is a ruling line drawn as a fill, as browsers draw borders. */
const thinFill = 2;
/** How far from level or plumb (in points) a stroked segment may be and still count as a rule. */
const slant = 0.5;

/**
 * The horizontal and vertical ruling lines a page draws, as table extractors read them (camelot's "lattice"): stroked
 * straight segments and thin filled rectangles, through the current transform (save, restore, transform and form
 * XObjects tracked), from the page's top left. Curves and larger fills (cell shading) are no rules.
 */
function pageRules({ fnArray, argsArray }, viewportTransform, Util, OPS) {
  const paints = paintOps(OPS);
  const rules = [];
  walkDrawing({ fnArray, argsArray }, viewportTransform, Util, OPS, (fn, args, matrix) => {
    if (fn !== OPS.constructPath) return;
    // [paint operator, [flat path], bounding box]; the path is in user space, under the current transform.
    const [paint, [path]] = args;
    if (!path) return;
    if (paints.stroke.has(paint)) strokedRules(path, matrix, rules);
    if (paints.fill.has(paint)) filledRules(path, matrix, rules);
  });
  return rules;
}

/**
 * Each drawing operator of a page with the transform in force (save, restore, transform and form XObjects tracked),
 * from the viewport's: `visit(fn, args, matrix)`.
 */
function walkDrawing({ fnArray, argsArray }, viewportTransform, Util, OPS, visit) {
  const stack = [];
  let matrix = viewportTransform;
  for (let index = 0; index < fnArray.length; index++) {
    const fn = fnArray[index];
    const args = argsArray[index];
    if (fn === OPS.save) stack.push(matrix);
    else if (fn === OPS.restore) matrix = stack.pop() ?? matrix;
    else if (fn === OPS.transform) matrix = Util.transform(matrix, args);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(matrix);
      if (args[0]) matrix = Util.transform(matrix, args[0]);
    } else if (fn === OPS.paintFormXObjectEnd) matrix = stack.pop() ?? matrix;
    else visit(fn, args, matrix);
  }
}

const apply = (m, x, y) => [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]];

const rule = (x0, y0, x1, y1) => ({
  x0: Math.min(x0, x1),
  y0: Math.min(y0, y1),
  x1: Math.max(x0, x1),
  y1: Math.max(y0, y1),
});

/** The level and plumb straight segments of a stroked path, closing segments included. */
function strokedRules(path, matrix, rules) {
  let start = null;
  let current = null;
  const segment = (to) => {
    if (current && (Math.abs(to[0] - current[0]) <= slant || Math.abs(to[1] - current[1]) <= slant)) {
      rules.push(rule(current[0], current[1], to[0], to[1]));
    }
  };
  for (let at = 0; at < path.length; ) {
    const op = path[at++];
    if (op === moveTo || op === lineTo) {
      const point = apply(matrix, path[at], path[at + 1]);
      at += 2;
      if (op === lineTo) segment(point);
      else start = point;
      current = point;
    } else if (op === curveTo || op === quadraticCurveTo) {
      const size = op === curveTo ? 6 : 4;
      current = apply(matrix, path[at + size - 2], path[at + size - 1]);
      at += size;
    } else if (op === closePath) {
      if (start) segment(start);
      current = start;
    }
  }
}

/** Each filled subpath of straight lines no thicker than `thinFill`: a rule along its middle. */
function filledRules(path, matrix, rules) {
  let box = null;
  let straight = true;
  const flush = () => {
    if (box && straight) {
      const [x0, y0, x1, y1] = box;
      if (y1 - y0 <= thinFill && x1 - x0 > y1 - y0) rules.push(rule(x0, (y0 + y1) / 2, x1, (y0 + y1) / 2));
      else if (x1 - x0 <= thinFill && y1 - y0 > x1 - x0) rules.push(rule((x0 + x1) / 2, y0, (x0 + x1) / 2, y1));
    }
    box = null;
    straight = true;
  };
  for (let at = 0; at < path.length; ) {
    const op = path[at++];
    if (op === moveTo || op === lineTo) {
      if (op === moveTo) flush();
      const [x, y] = apply(matrix, path[at], path[at + 1]);
      at += 2;
      box = box ? [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)] : [x, y, x, y];
    } else if (op === curveTo || op === quadraticCurveTo) {
      straight = false;
      at += op === curveTo ? 6 : 4;
    }
  }
  flush();
}

// A reader whose server is gone ends: the OCR workers of a scan would otherwise keep it running, orphaned.
process.on('disconnect', () => process.exit(0));

// Listening from the start: a message that arrives before a listener is lost.
process.on('message', async (request) => {
  try {
    if (request.format) process.send(await readSheets(request));
    else if (request.pictures) {
      process.send({ scanned: await scannedPages({ ...request, pages: request.pictures }) });
      // Finding the pictures decoded them; a scan's reading follows, which must not hold them too.
      globalThis.gc?.();
    } else if (request.scan) {
      const report = (page, pages) => process.send({ progress: { page, pages } });
      process.send(await readScan(request, await loading, options, report));
    } else process.send({ pages: await readPages(request) });
  } catch (error) {
    // pdfjs does not export PasswordException; its name tells it.
    process.send({ failure: error?.name === 'PasswordException' ? 'encrypted' : 'damaged' });
  }
});
