import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { ScanProgress } from '@portside/contracts/manifests';

export type PdfFailure = 'encrypted' | 'damaged' | 'tooHeavy' | 'scanTooLong';
export type SheetFailure = 'damaged' | 'tooHeavy' | 'tooManyRows' | 'notWorkbook' | 'tooComplex';
type Failure = PdfFailure | SheetFailure;

/**
 * A page as a reader sends it: the texts of its items, and four numbers for each in `positions` (x, y, width, size)
 * and for each rule in `rules` (x0, y0, x1, y1). Passed between processes and read back several times faster than an
 * object for each item.
 */
export type SentPage = {
  width: number;
  height: number;
  texts: string[];
  positions: Float64Array;
  rules: Float64Array;
  /** A scan's words read with low confidence (1), one per text. */
  unsure?: Uint8Array;
  /** A picture covers half the page or more: with little text, a scanned page. */
  pictured?: true;
};

/**
 * A spreadsheet's sheet as a reader sends it: rows of cell texts, merged ranges as [top, left, bottom, right], and a
 * CSV's delimiter.
 */
export type SheetGrid = {
  name: string;
  rows: string[][];
  merges: [number, number, number, number][];
  delimiter?: string;
};
export type SheetFormat = 'xlsx' | 'csv';

export type ReaderReply =
  | { pages: SentPage[] }
  | { sheets: SheetGrid[] }
  /** `spent`: the reader failed in a way that may have left its engine half done, or grown, and is not to read again. */
  | { failure: Failure; spent?: true };
/**
 * What a reader is asked: a PDF's bytes and which share of its pages to read, a scanned PDF's bytes to read by OCR,
 * or a spreadsheet's bytes.
 */
export type ReaderRequest =
  | { data: Uint8Array; part: number; parts: number }
  | { data: Uint8Array; scan: true; pages?: number[] }
  | { data: Uint8Array; format: SheetFormat };

/** What a scan's reading tells as it goes, and what gives it up (the upload's connection closed). */
export type ScanWatch = { onProgress?: (progress: ScanProgress) => void; signal?: AbortSignal };

export type ReaderLimits = {
  /** Reader processes at most. */
  readers: number;
  /** A file's reading, and a scan's until it starts its first page. */
  fileMs: number;
  /** Each page of a scan, from the reader's word that it starts it. */
  scanPageMs: number;
  /** A scan's whole reading. */
  scanTotalMs: number;
  /** V8's heap limit in a reader. */
  heapLimitMb: number;
  /** A reader's resident memory while it reads a file or a scan. */
  memoryCapBytes: number;
  /**
   * A reader left holding more than this after a file is replaced, so the memory returns to the system; one that read
   * a scan (which holds the OCR engine) is kept below the second figure.
   */
  keepBelowBytes: number;
  keepScanningBelowBytes: number;
};

/**
 * glibc's allocator in a reader: a scan's OCR runs in two threads, and with an arena per thread (up to eight per core)
 * the memory a page's picture used stays with the thread that freed it, so a reader grew some 60 MB more over a few
 * scans; two arenas, trimmed back to the system above 128 kB free, keep a scan's reader within the same cap as a text
 * file's (bench/ocr-page.ts prints the peak).
 */
const mallocTuning = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };

/**
 * What a reader sees of the server's environment: a process that parses hostile files is given no secret (the
 * database's address, the token secret, the metrics token), only what a process needs to run.
 */
const readerEnvironment = () =>
  Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'NODE_ENV']
      .filter((name) => process.env[name] !== undefined)
      .map((name) => [name, process.env[name]]),
  );

/**
 * Reader processes (`url`, forked) that answer one request at a time, kept warm between requests and replaced when
 * they hold too much, each request bounded by `limits`' time and memory. The callers decide how many requests run at
 * once (a fair queue of at most `limits.readers` slots), so no more processes are ever started.
 */
export function readerPool(url: URL, limits: ReaderLimits) {
  /** Readers waiting for a file. */
  const idle: ChildProcess[] = [];
  /** Readers that read a scan and hold the OCR engine: the next scan takes one first, a text file never does. */
  const idleScanning: ChildProcess[] = [];
  const started = new Set<ChildProcess>();

  function startReader(): ChildProcess {
    // No inherited loader flags (tsx, vitest): the reader runs plain JavaScript and starts faster without them.
    // Its stderr is dropped: a hostile file that exhausts its heap makes V8 print a report of its fatal error there.
    const child = fork(url, {
      // gc exposed: a reader of a scan frees a page's picture before OCR (read-scan.mjs).
      execArgv: [`--max-old-space-size=${limits.heapLimitMb}`, '--expose-gc'],
      serialization: 'advanced',
      env: { ...readerEnvironment(), ...mallocTuning },
      stdio: ['ignore', 'inherit', 'ignore', 'ipc'],
    });
    started.add(child);
    child.once('exit', () => started.delete(child));
    // A reader that fails while it waits is replaced when it is needed; its error must not reach the server.
    child.on('error', () => {});
    // Waiting readers do not keep the server (or a test run) alive.
    child.unref();
    child.channel?.unref();
    return child;
  }

  // A reader stopped mid-file by the server's exit would go on inflating with no one to watch it.
  process.once('exit', () => {
    for (const child of started) child.kill('SIGKILL');
  });

  /**
   * `fresh`: a scan is read again by a reader without the OCR engine, once, when the warm one it had passed the memory
   * cap (its engine's memory grown by the scans before; a fresh one draws the first page before loading it).
   */
  async function read(request: ReaderRequest, watch: ScanWatch = {}, fresh = false): Promise<ReaderReply> {
    const scan = 'scan' in request;
    const warm = scan && !fresh ? idleScanning.pop() : undefined;
    const waiting = warm ?? idle.pop();
    // No more processes than readers: a text file that finds only readers holding the OCR engine idle, and no room for
    // another, replaces one.
    if (!waiting && !scan && started.size >= limits.readers) idleScanning.pop()?.kill('SIGKILL');
    const reader = waiting?.connected ? waiting : startReader();
    const reply = await readWithin(reader, request, watch);
    const keepBelow = scan ? limits.keepScanningBelowBytes : limits.keepBelowBytes;
    const spent = 'spent' in reply && reply.spent;
    const kept = !reader.killed && reader.connected && !spent && residentBytes(reader) < keepBelow;
    if (kept) (scan ? idleScanning : idle).push(reader);
    else {
      reader.kill('SIGKILL');
      idle.push(startReader());
    }
    if (warm && 'failure' in reply && reply.failure === 'tooHeavy') return read(request, watch, true);
    return reply;
  }

  /**
   * The reader's reply, or a failure when it overruns its time or memory or dies; it is then killed. A scan's reader
   * tells each page it starts (`onProgress`), and each page has its own time.
   */
  function readWithin(
    reader: ChildProcess,
    request: ReaderRequest,
    { onProgress, signal }: ScanWatch,
  ): Promise<ReaderReply> {
    const scan = 'scan' in request;
    return new Promise((resolve) => {
      const finish = (reply: ReaderReply) => {
        clearTimeout(timer);
        clearTimeout(total);
        clearInterval(memory);
        signal?.removeEventListener('abort', givenUp);
        reader.off('message', heard);
        reader.off('exit', died);
        resolve(reply);
      };
      const heard = (message: ReaderReply | { progress: ScanProgress }) => {
        if (!('progress' in message)) return finish(message);
        clearTimeout(timer);
        timer = setTimeout(died, limits.scanPageMs);
        onProgress?.(message.progress);
      };
      const stop = (failure: Failure) => {
        reader.kill('SIGKILL');
        finish({ failure });
      };
      // A reader that reaches its heap limit aborts (SIGABRT): the file needed more memory than any manifest.
      const died = (_code?: number | null, signal?: NodeJS.Signals | null) =>
        stop(signal === 'SIGABRT' ? 'tooHeavy' : 'damaged');
      let timer = setTimeout(died, limits.fileMs);
      const total = scan ? setTimeout(died, limits.scanTotalMs) : undefined;
      const memory = setInterval(() => {
        if (residentBytes(reader) > limits.memoryCapBytes) stop('tooHeavy');
      }, 25);
      // The uploader gone, the reading is given up: nobody waits for it.
      const givenUp = () => stop('damaged');
      if (signal?.aborted) return givenUp();
      signal?.addEventListener('abort', givenUp);
      reader.on('message', heard);
      reader.once('exit', died);
      reader.send(request);
    });
  }

  return { read };
}

/** The reader's resident memory, from /proc (Linux, where the server runs; elsewhere only the heap limit holds). */
function residentBytes(reader: ChildProcess): number {
  try {
    const status = readFileSync(`/proc/${reader.pid}/status`, 'latin1');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
