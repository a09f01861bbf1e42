import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { manifestMessages } from '@portside/contracts/manifests';
import { Gauge } from 'prom-client';
import { Refused, Throttled } from '../../errors';
import { processMetrics } from '../../observability/process-metrics';
import { fairQueue } from './fair-queue';
import {
  type PdfFailure,
  type ReaderReply,
  readerPool,
  type ScanWatch,
  type SentPage,
  type SheetFailure,
  type SheetFormat,
  type SheetGrid,
} from './reader-pool';

export type { ScanWatch, SheetFormat, SheetGrid };

/**
 * A run of text on a page: `x` its left edge and `y` its baseline, in points from the page's top left; `unsure` when
 * read from a scan with low confidence.
 */
export type TextItem = { text: string; x: number; y: number; width: number; size: number; unsure?: boolean };
/** A horizontal or vertical ruling line (a table border), from (x0, y0) to (x1, y1), in the same coordinates. */
export type Rule = { x0: number; y0: number; x1: number; y1: number };
/** A page's text and rulings; `scanned` when its text was read by OCR. */
export type TextPage = { width: number; height: number; items: TextItem[]; rules: Rule[]; scanned?: true };

/**
 * Two readers on a machine of two cores or more, shared among the API processes of the machine (WORKERS, set for each
 * by the cluster's primary), each keeping at least one: up to two workers the machine's readers and their memory stay
 * the same (docs/operations.md).
 */
const processes = Number(process.env.PORTSIDE_WORKERS) || 1;
const readers = Math.max(1, Math.floor(Math.min(2, availableParallelism()) / processes));
const readerScript = new URL('./read-text-child.mjs', import.meta.url);
const pool = readerPool(readerScript, {
  readers,
  // Far above what a genuine 5 MB manifest needs (60 pages: 1.5 s), below the web client's 10 s timeout; a file that
  // takes more is treated as damaged.
  fileMs: 8_000,
  // A scan is read page by page (about 5 s each on two cores): each page has this long, so a 10-page scan is read and
  // a page that never ends is still cut off; the whole scan some 5 s a page, 20 pages at most.
  scanPageMs: 30_000,
  scanTotalMs: 240_000,
  // A reader holds about 75 MB with PDFium loaded and 90 MB after 60-page manifests (pdfjs, loaded for a scan, some
  // 40 MB more). PDFium's memory (WebAssembly's own) and pdfjs's decoded streams lie outside the heap limit, so the
  // process's resident memory is watched: a small file whose streams inflate to gigabytes stops at the cap, and the
  // reader is replaced. A scan's reader holds the OCR engine besides pdfjs (some 100 MB) and a page's picture: 260 to
  // 345 MB at its peak.
  heapLimitMb: 256,
  memoryCapBytes: 384 * 1024 ** 2,
  // A scan's reader holds the OCR engine and is kept below the larger figure, so that the next scan does not load it
  // again.
  keepBelowBytes: 256 * 1024 ** 2,
  keepScanningBelowBytes: 300 * 1024 ** 2,
});

/**
 * One user may have three files read or waiting; eight may wait in all (with two readers, about 6 s of genuine
 * manifests, inside the web client's 10 s). Beyond that the upload is refused at once with 429.
 */
const queue = fairQueue({ slots: readers, perUser: 3, waiting: 8 });
/**
 * One scan is read at a time (it may take minutes), so the other reader stays for text files and spreadsheets; one
 * per user waiting, two in all, beyond that 429.
 */
const scans = fairQueue({ slots: 1, perUser: 1, waiting: 2 });

/** For GET /api/ready: whether a reader can start (its script is there), and the files being read and waiting. */
export const readerState = () => ({
  ready: existsSync(readerScript),
  files: queue.load(),
  scans: scans.load(),
});

new Gauge({
  name: 'portside_reader_tasks',
  help: 'Files being read and waiting for a reader, by queue (files, scans) and state (running, waiting)',
  labelNames: ['queue', 'state'],
  registers: [processMetrics],
  collect() {
    for (const [name, line] of [
      ['files', queue],
      ['scans', scans],
    ] as const)
      for (const [state, count] of Object.entries(line.load())) this.set({ queue: name, state }, count);
  },
});

/**
 * A file at least this long (some 15 pages of a text manifest) is read by both readers, half the pages each, when the
 * second is free: on two cores it is read in about half the time. A shorter one is not worth opening twice.
 */
export const splitBytes = 64 * 1024;

/**
 * The text of every page, read in a child process (a reader), never in the server's own: pdfjs's legacy build (the
 * one for Node 20, which draws scans) replaces JSON and Array methods in the realm that loads it, which would slow the
 * whole server; a hostile file can only exhaust the reader's time and memory, which are capped and, the reader being
 * killed, returned to the system whole (the pages a thread's typed arrays used stay with the server after the thread
 * ends); and the server keeps answering while a long manifest is read. Readers stay warm between files, since
 * loading PDFium takes 0.1 s and pdfjs 0.3 to 0.7 s.
 * `userId`: whose share of the readers the file takes (0 for the server's own reads in tests and benches).
 */
export async function readPdfText(bytes: Buffer, userId: number, watch: ScanWatch = {}): Promise<TextPage[]> {
  // A PDF engine rebuilds the cross-reference table of a cut file and reads what is left of it, which would return
  // part of a manifest as if it were whole.
  if (!bytes.subarray(-1024).includes('%%EOF')) throw new Refused(manifestMessages.damaged);
  const reply = await answered(queue.run(userId, () => readInParts(bytes)));
  const pages = 'pages' in reply ? reply.pages : [];
  if (pages.every((page) => page.texts.length === 0)) return readScannedPages(bytes, userId, watch);
  // Scanned pages among printed ones (a page printed, signed and scanned back in), or a scan with a page number or a
  // COPY mark stamped in its text: pages of little text whose picture covers most of the page are read by OCR.
  const scanned = pages.flatMap((page, index) => (sparseText(page) && page.pictured ? [index + 1] : []));
  if (scanned.length === 0) return pages.map(textPage);
  const read = await readScannedPages(bytes, userId, watch, scanned);
  return pages.map((page, index) => {
    const at = scanned.indexOf(index + 1);
    return at < 0 ? textPage(page) : (read[at] ?? textPage(page));
  });
}

/** Characters of text under which a page may be a scan: a page of a manifest prints thousands. */
const sparseCharacters = 200;
const sparseText = (page: SentPage) =>
  page.texts.reduce((characters, text) => characters + text.length, 0) < sparseCharacters;

/**
 * A PDF's pages without a text layer (all of them, or those numbered `only`), read by OCR (docs/domain.md "Scans"),
 * its progress told page by page.
 */
async function readScannedPages(bytes: Buffer, userId: number, watch: ScanWatch, only?: number[]): Promise<TextPage[]> {
  const request = { data: view(bytes), scan: true as const, ...(only ? { pages: only } : {}) };
  const reply = await answered(scans.run(userId, () => answered(queue.run(userId, () => pool.read(request, watch)))));
  const pages = 'pages' in reply ? reply.pages : [];
  if (!only && pages.every((page) => page.texts.length === 0)) throw new Refused(manifestMessages.noText);
  return pages.map(textPage);
}

/** A reader's answer about a PDF, or the sentence it is refused with: busy (no room in the queue) or its failure. */
async function answered(reading: Promise<ReaderReply> | null): Promise<ReaderReply> {
  if (!reading) throw new Throttled(manifestMessages.busy);
  const reply = await reading;
  if ('failure' in reply) throw new Refused(pdfFailures[reply.failure as PdfFailure] ?? manifestMessages.damaged);
  return reply;
}

const pdfFailures: Record<PdfFailure, string> = {
  encrypted: manifestMessages.encrypted,
  damaged: manifestMessages.damaged,
  tooHeavy: manifestMessages.tooHeavy,
  scanTooLong: manifestMessages.scanTooLong,
};

const sheetFailures: Record<SheetFailure, string> = {
  damaged: manifestMessages.sheetDamaged,
  tooHeavy: manifestMessages.sheetTooHeavy,
  tooManyRows: manifestMessages.sheetTooManyRows,
  notWorkbook: manifestMessages.fileType,
  tooComplex: manifestMessages.sheetTooComplex,
};

/**
 * The sheets of a spreadsheet manifest, read by a reader like a PDF (same queue, time and memory caps): a zip bomb or
 * a sheet of a million rows costs the reader, never the server.
 */
export async function readSheetGrids(bytes: Buffer, format: SheetFormat, userId: number): Promise<SheetGrid[]> {
  const reading = queue.run(userId, () => pool.read({ data: view(bytes), format }));
  if (!reading) throw new Throttled(manifestMessages.busy);
  const reply = await reading;
  if ('failure' in reply)
    throw new Refused(sheetFailures[reply.failure as SheetFailure] ?? manifestMessages.sheetDamaged);
  return 'sheets' in reply ? reply.sheets : [];
}

/** pdfjs refuses a Buffer; a view of the same bytes arrives as a Uint8Array. */
const view = (bytes: Buffer) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);

/** A page as the parser reads it: the text a viewer shows, not what lies outside the page box. */
function textPage({ width, height, texts, positions, rules, unsure }: SentPage): TextPage {
  const at = (array: Float64Array, index: number) => array[index] ?? 0;
  const items: TextItem[] = [];
  texts.forEach((text, index) => {
    const item = {
      text,
      x: at(positions, 4 * index),
      y: at(positions, 4 * index + 1),
      width: at(positions, 4 * index + 2),
      size: at(positions, 4 * index + 3),
    };
    const shown = item.x < width && item.x + item.width > 0 && item.y > 0 && item.y - item.size < height;
    if (shown) items.push(unsure?.[index] ? { ...item, unsure: true } : item);
  });
  return {
    width,
    height,
    items,
    rules: Array.from({ length: rules.length / 4 }, (_, index) => ({
      x0: at(rules, 4 * index),
      y0: at(rules, 4 * index + 1),
      x1: at(rules, 4 * index + 2),
      y1: at(rules, 4 * index + 3),
    })),
    ...(unsure ? { scanned: true as const } : {}),
  };
}

/**
 * Pages a PDF shows in its bytes (its page objects, when they are not packed in compressed object streams); 0 when
 * it does not tell.
 */
const visiblePages = (bytes: Buffer) => bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

/**
 * The file read by one reader, or by two (each with its own time and memory limits) when it is long and one is free;
 * never a file of one page, which the second reader could not share (a one-page scan's text pass would otherwise
 * replace the reader that holds the OCR engine, and the scan start the engine again).
 */
async function readInParts(bytes: Buffer): Promise<ReaderReply> {
  const data = view(bytes);
  const giveBack = bytes.length >= splitBytes && visiblePages(bytes) !== 1 ? queue.spare() : null;
  if (!giveBack) return pool.read({ data, part: 0, parts: 1 });
  try {
    const replies = await Promise.all([0, 1].map((part) => pool.read({ data, part, parts: 2 })));
    const failed = replies.find((reply) => 'failure' in reply);
    return failed ?? { pages: replies.flatMap((reply) => ('pages' in reply ? reply.pages : [])) };
  } finally {
    giveBack();
  }
}
