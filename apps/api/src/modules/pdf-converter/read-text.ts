import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { manifestMessages } from '@portside/contracts/manifests';
import { Refused } from '../../errors';
import { checkPdf } from './pdf-bytes';

/** A run of text on a page: `x` its left edge and `y` its baseline, in points from the page's top left. */
export type TextItem = { text: string; x: number; y: number; width: number; size: number };
export type TextPage = { width: number; height: number; items: TextItem[] };

type WorkerReply = { pages: TextPage[] } | { failure: 'encrypted' | 'damaged' };

const workerUrl = new URL('./read-text-worker.mjs', import.meta.url);
/**
 * Far above what a genuine 5 MB manifest needs (60 pages: 1.5 s), below the web client's 10 s timeout; a file that
 * takes more is treated as damaged.
 */
const timeLimitMs = 8_000;
const heapLimitMb = 512;
/**
 * pdfjs keeps decoded streams in typed arrays outside the thread's heap limit, so the process's memory is watched
 * too: a small file whose streams inflate to gigabytes stops here.
 */
const growthLimitBytes = 1024 ** 3;
const parallel = availableParallelism();

/**
 * The text of every page. pdfjs runs in a thread of its own for each file: its legacy build (the one for Node 20)
 * replaces JSON and Array methods in the realm that loads it, which would slow the whole server; a hostile file can
 * only exhaust that thread's time and memory; and the server keeps answering while a long manifest is read. A spare
 * thread with pdfjs loaded waits for the next file, so that loading (a few hundred ms) is not paid per upload.
 */
export async function readPdfText(bytes: Buffer): Promise<TextPage[]> {
  checkPdf(bytes);
  // pdfjs rebuilds the cross-reference table of a cut file and reads what is left of it, which would return part of
  // a manifest as if it were whole.
  if (!bytes.subarray(-1024).includes('%%EOF')) throw new Refused(manifestMessages.damaged);
  const reply = await inSlot(() => readInThread(bytes));
  if ('failure' in reply) {
    throw new Refused(reply.failure === 'encrypted' ? manifestMessages.encrypted : manifestMessages.damaged);
  }
  if (reply.pages.every((page) => page.items.length === 0)) throw new Refused(manifestMessages.noText);
  return reply.pages;
}

let spare: Worker | undefined;

function startThread(): Worker {
  // No inherited loader flags (tsx): the thread runs plain JavaScript and loads pdfjs faster without them.
  const worker = new Worker(workerUrl, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: heapLimitMb } });
  worker.unref();
  // A spare that fails while it waits is replaced when it is needed; its error must not reach the process.
  worker.on('error', () => {});
  return worker;
}

function readInThread(bytes: Buffer): Promise<WorkerReply> {
  const worker = spare && spare.threadId >= 0 ? spare : startThread();
  spare = startThread();
  return new Promise((resolve) => {
    worker.postMessage(new Uint8Array(bytes));
    const stop = () => {
      finish({ failure: 'damaged' });
      void worker.terminate();
    };
    const timer = setTimeout(stop, timeLimitMs);
    const baseline = process.memoryUsage.rss();
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - baseline > growthLimitBytes) stop();
    }, 50);
    const finish = (reply: WorkerReply) => {
      clearTimeout(timer);
      clearInterval(watch);
      resolve(reply);
    };
    worker.once('message', (reply: WorkerReply) => {
      finish(reply);
      void worker.terminate();
    });
    // The thread died (out of heap) or was stopped: the first event settles the promise.
    worker.once('error', () => finish({ failure: 'damaged' }));
    worker.once('exit', () => finish({ failure: 'damaged' }));
  });
}

let running = 0;
const waiting: (() => void)[] = [];

/** At most one file per processor is read at once; the others wait their turn. */
async function inSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running < parallel) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
