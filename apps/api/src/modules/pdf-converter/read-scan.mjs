// Reads scanned manifests (PDF pages with no text, only a picture of it) by OCR in a reader process (read-text.ts):
// each page is drawn by pdfjs on a canvas (@napi-rs/canvas) and read by tesseract.js with the English data of its
// npm package, nothing fetched. The words come back as a text page's items, from the page's top left in points.
import eng from '@tesseract.js-data/eng';
import { createWorker, OEM } from 'tesseract.js';

/** A scan is drawn at 200 dots per inch, as scanners save manifests; OCR reads 7-point type well at that size. */
const dotsPerInch = 200;
/** Pages of a scan read at most (about 5 s each); a longer one is refused before any is read. */
export const maxScanPages = 20;
/**
 * Pixels a page is drawn in at most, so that a reader stays within its memory cap (read-text.ts): an A3 or a Ledger
 * page at 200 dpi has 7.7 million; a larger page is drawn at the resolution that gives it as many.
 */
const drawnPixels = 8_000_000;
/** A page that would be drawn at less than this to fit is no manifest's (small type no longer reads). */
const leastDotsPerInch = 150;
/**
 * A page drawn in more pixels than a Legal page at 200 dpi (an A3 or a Ledger page): drawing its picture takes more
 * memory than a reader whose OCR engine has read a page has left under its cap, so the engine is stopped while such a
 * page is drawn, and started again to read it (some 1.7 s more: loading and compiling it again, bench/ocr-page.ts).
 */
const largePixels = 6_000_000;
/** A word read with less confidence (tesseract's 0 to 100) is unsure: a doubt on the field it is in (docs/domain.md). */
export const unsureBelow = 80;

let ocr = null;
/**
 * Two tesseract workers per reader (each a thread: a page's strips are read two at once on two cores), kept warm between
 * scans (loading the English data takes 0.3 to 0.5 s).
 */
function ocrWorkers() {
  ocr ??= startWorkers();
  // An engine that failed to start is started again by the next scan, not kept failed.
  ocr.catch(() => {
    ocr = null;
  });
  return ocr;
}

/** Both workers, or neither: one that started while the other failed is stopped. */
async function startWorkers() {
  const started = await Promise.allSettled([startWorker(), startWorker()]);
  const workers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (!failure) return workers;
  await Promise.all(workers.map((worker) => worker.terminate()));
  throw failure.reason;
}

async function stopOcr() {
  const running = ocr;
  ocr = null;
  const workers = await running?.catch(() => []);
  await Promise.all((workers ?? []).map((worker) => worker.terminate()));
}

async function startWorker() {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: eng.langPath.replace(/4\.0\.0$/, '4.0.0_best_int'),
    gzip: true,
    cacheMethod: 'none',
  });
  // A column of lines of any size (4): a table's rows stay whole lines, which tesseract's own layout (3) breaks into
  // columns whose lines shift against each other; one uniform block (6) reads small type less well.
  // Manifests print dark on light: looking for light text on dark (inverted) lines is time spent for nothing.
  await worker.setParameters({ tessedit_pageseg_mode: '4', tessedit_do_invert: '0' });
  return worker;
}

/**
 * The pages of a scanned PDF as text pages (those numbered `pages`, from 1, when given; else all): each drawn and read
 * in turn, `report(page, pages)` before each. A page
 * turned slightly on the scanner is read straight: the words' boxes are turned back by the page's skew, the median
 * slope of its long lines' baselines. Each page's `unsure` marks its words read with low confidence.
 */
export async function readScan({ data, pages: only }, pdfjs, options, report) {
  const pdf = await pdfjs.getDocument({ ...options, data }).promise;
  try {
    const numbers = only ?? Array.from({ length: pdf.numPages }, (_, index) => index + 1);
    if (numbers.length > maxScanPages) return { failure: 'scanTooLong' };
    const pages = [];
    for (const [index, number] of numbers.entries()) {
      // Told before the engine starts: starting it is part of the first page's time.
      report(index + 1, numbers.length);
      const page = await pdf.getPage(number);
      const points = page.getViewport({ scale: 1 });
      // A page drawn smaller to fit keeps a little room for its edges' pixels, counted whole.
      const scale = Math.min(dotsPerInch / 72, 0.995 * Math.sqrt(drawnPixels / (points.width * points.height)));
      const viewport = page.getViewport({ scale });
      // Counted as drawn (whole pixels): a page a fiftieth of a point wide and miles long would draw far more.
      const [width, height] = [Math.ceil(viewport.width), Math.ceil(viewport.height)];
      if (scale < leastDotsPerInch / 72 || width * height > drawnPixels || width > widestPixels) {
        return { failure: 'tooHeavy' };
      }
      if (width * height > largePixels) await stopOcr();
      // What the last page's reading left (its words, its strips) is freed before this page's picture is decoded.
      globalThis.gc?.();
      const { canvas, context } = pdf.canvasFactory.create(width, height);
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      page.cleanup();
      // The page's picture, decoded, and what drawing it took (some 100 MB for an A3 page) are freed now, not whenever
      // the heap next fills: with the OCR engine's memory they would pass the reader's cap.
      globalThis.gc?.();
      const grey = greyPixels(canvas);
      pdf.canvasFactory.destroy({ canvas, context });
      const lines = await readStrips(grey, await ocrWorkers());
      pages.push({ width: points.width, height: points.height, ...scannedItems(lines, scale) });
    }
    return { pages };
  } finally {
    await pdf.destroy();
  }
}

/** The page in grey without its rulings, as tesseract reads it (a PGM image is read as it is, where a PNG would take
 * half a second to write and to read). The canvas's own pixels are read, not a copy of them (20 MB for an A3 page). */
function greyPixels(canvas) {
  const { width, height } = canvas;
  const data = canvas.data();
  const grey = new Uint8Array(width * height);
  for (let index = 0; index < grey.length; index++) {
    grey[index] = (299 * data[4 * index] + 587 * data[4 * index + 1] + 114 * data[4 * index + 2]) / 1000;
  }
  eraseRulings(grey, width, height);
  return { grey, width, height };
}

const pgm = (grey, width, top, bottom) =>
  Buffer.concat([Buffer.from(`P5\n${width} ${bottom - top}\n255\n`), grey.subarray(top * width, bottom * width)]);

/**
 * Pixels of its own a strip of a page holds at most (half a Legal page at 200 dpi), besides the rows it shares with
 * its neighbours: the OCR engine's memory grows to the largest picture it has read and never shrinks, so a larger
 * page is read in more strips, not larger ones.
 */
const stripPixels = 2_400_000;
/** The widest page drawn (24 inches at 200 dpi): a wider one would leave a strip too few rows of its own. */
const widestPixels = 4_800;

/**
 * Pixels neighbouring strips share: more than a line's height and what a page turned a degree or two drops across its
 * width, so that each line lies whole in the strip its middle is in.
 */
const overlap = 120;

/**
 * The page's lines, read in strips by the two workers at once (a page takes two cores' time, not one's; a Letter or a
 * Legal page is read as two halves, an A3 page as four strips): the strips are parted at the row of fewest dark pixels
 * near each cut, and each keeps the lines whose middle lies between its cuts, moved down to their place on the page.
 */
async function readStrips({ grey, width, height }, workers) {
  const rowsEach = Math.floor(stripPixels / width);
  const count = workers.length * Math.ceil(height / (rowsEach * workers.length));
  const cuts = [0];
  for (let cut = 1; cut < count; cut++) {
    const near = Math.floor((cut * height) / count);
    // In order: a cut is never above the one before it.
    cuts.push(Math.max(cuts[cut - 1] ?? 0, clearRow(grey, width, near - 60, near + 60)));
  }
  cuts.push(height);
  const strips = cuts.slice(1).map((to, index) => ({ from: cuts[index] ?? 0, to }));
  const reads = [];
  let next = 0;
  let failed = false;
  await Promise.all(
    workers.map(async (worker) => {
      // A worker that failed stops the other from taking more strips: the reading has failed.
      while (next < strips.length && !failed) {
        const index = next++;
        const { from, to } = strips[index];
        const top = Math.max(0, from - overlap);
        const picture = pgm(grey, width, top, Math.min(height, to + overlap));
        const read = await worker
          .recognize(picture, {}, { blocks: true, text: false, hocr: false, tsv: false })
          .catch((error) => {
            failed = true;
            throw error;
          });
        reads[index] = (read.data.blocks ?? [])
          .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
          .map((line) => movedDown(line, top))
          .filter((line) => {
            const middle = (line.bbox.y0 + line.bbox.y1) / 2;
            return middle >= from && middle < to;
          });
      }
    }),
  );
  return reads.flat();
}

/**
 * The row of the fewest dark pixels from `from` to `to`: between two lines of text, where no line's middle is, so
 * that neighbouring strips agree on the strip each line is in.
 */
function clearRow(grey, width, from, to) {
  let best = from;
  let fewest = Number.POSITIVE_INFINITY;
  for (let row = Math.max(0, from); row < to && (row + 1) * width <= grey.length; row++) {
    let count = 0;
    for (let at = row * width; at < (row + 1) * width; at++) if (grey[at] < dark) count++;
    if (count < fewest) [best, fewest] = [row, count];
  }
  return best;
}

/** A line read in a strip, with its boxes and baseline where they are on the page. */
function movedDown(line, by) {
  if (by === 0) return line;
  const box = (bbox) => ({ ...bbox, y0: bbox.y0 + by, y1: bbox.y1 + by });
  return {
    ...line,
    bbox: box(line.bbox),
    baseline: { ...line.baseline, y0: line.baseline.y0 + by, y1: line.baseline.y1 + by },
    words: line.words.map((word) => ({ ...word, bbox: box(word.bbox) })),
  };
}

/** Dark pixels in a row (or a column) at least this long are a ruling, not a stroke of type (a 12-point E's is 15). */
const rulingRun = 40;
const dark = 150;

/**
 * A boxed table's rulings painted white before OCR, which otherwise reads a border as a letter ("|SCLU...") or
 * loses a header boxed tightly: runs of dark pixels at least `rulingRun` long, level or plumb (a page turned a degree
 * still draws each rule in runs of 57 pixels), with a pixel either side.
 */
function eraseRulings(grey, width, height) {
  const erase = new Uint8Array(width * height);
  const isDark = (index) => grey[index] < dark;
  const mark = (from, to, step, across) => {
    for (let at = from; at <= to; at += step) {
      erase[at] = 1;
      if (at - across >= 0) erase[at - across] = 1;
      if (at + across < erase.length) erase[at + across] = 1;
    }
  };
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      if (x < width && isDark(y * width + x)) {
        if (start < 0) start = x;
      } else if (start >= 0) {
        if (x - start >= rulingRun) mark(y * width + start, y * width + x - 1, 1, width);
        start = -1;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      if (y < height && isDark(y * width + x)) {
        if (start < 0) start = y;
      } else if (start >= 0) {
        if (y - start >= rulingRun) mark(start * width + x, (y - 1) * width + x, width, 1);
        start = -1;
      }
    }
  }
  for (let index = 0; index < erase.length; index++) {
    if (erase[index]) grey[index] = 255;
  }
}

/**
 * The words of tesseract's lines as items (texts, positions x, y, width, size in points, the page drawn at `scale`
 * pixels a point), the page's skew undone.
 */
export function scannedItems(lines, scale) {
  const skew = pageSkew(lines);
  const [cos, sin] = [Math.cos(skew), Math.sin(skew)];
  // Turned back about the top left: x' = x cos + y sin, y' = y cos - x sin.
  const straight = (x, y) => [(x * cos + y * sin) / scale, (y * cos - x * sin) / scale];
  const texts = [];
  const positions = [];
  const unsure = [];
  for (const line of lines) {
    const { baseline, rowAttributes } = line;
    const slope = baseline.x1 > baseline.x0 ? (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0) : 0;
    const baselineAt = (x) => baseline.y0 + slope * (x - baseline.x0);
    const [, y] = straight(baseline.x0, baseline.y0);
    // A row's height (ascender to descender) is nearly the type's size; a little more keeps a label's lines, whose
    // baselines OCR places a point or so apart from print, within a header's spacing.
    const size = (1.1 * (rowAttributes?.rowHeight ?? line.bbox.y1 - line.bbox.y0)) / scale;
    for (const word of line.words) {
      const text = cleanWord(word.text);
      if (!text) continue;
      const [x] = straight(word.bbox.x0, baselineAt(word.bbox.x0));
      const [end] = straight(word.bbox.x1, baselineAt(word.bbox.x1));
      texts.push(text);
      positions.push(x, y, Math.max(end - x, 0.1), size);
      unsure.push(word.confidence < unsureBelow ? 1 : 0);
    }
  }
  return {
    texts,
    positions: Float64Array.from(positions),
    rules: new Float64Array(0),
    unsure: Uint8Array.from(unsure),
  };
}

/**
 * A word as printed, without what OCR makes of a scan's specks and rulings: quotes, tildes, bars and equals signs
 * around it, and a "word" of such marks alone (a lone dash, a full stop or a comma too). "&", "/" and "#" are kept.
 */
function cleanWord(text) {
  const word = text.trim().replace(/^['"‘’“”`~=|_]+|['"‘’“”`~=|_]+$/gu, '');
  return /^[^\p{L}\p{N}&/#]*$/u.test(word) ? '' : word;
}

/** The page's skew in radians: the median slope of the baselines of lines wider than a third of the widest. */
function pageSkew(lines) {
  const width = (line) => line.baseline.x1 - line.baseline.x0;
  const widest = lines.reduce((most, line) => Math.max(most, width(line)), 0);
  const slopes = lines
    .filter((line) => width(line) > widest / 3 && width(line) > 0)
    .map((line) => Math.atan2(line.baseline.y1 - line.baseline.y0, width(line)))
    .sort((a, b) => a - b);
  return slopes.length ? (slopes[Math.floor(slopes.length / 2)] ?? 0) : 0;
}
