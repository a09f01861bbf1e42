import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { manifestMessages } from '@portside/contracts/manifests';
import { HttpError } from '../../http-error';

/** A run of text on a page: `x` its left edge and `y` its baseline, in points from the page's top left. */
export type TextItem = { text: string; x: number; y: number; width: number; size: number };
export type TextPage = { width: number; height: number; items: TextItem[] };

type WorkerReply = { pages: TextPage[] } | { failure: 'encrypted' | 'damaged' };

const workerUrl = new URL('./read-text-worker.mjs', import.meta.url);
/** Far above what a genuine 5 MB manifest needs; a file that takes more is treated as damaged. */
const timeLimitMs = 30_000;
const memoryLimitMb = 512;
const parallel = availableParallelism();

/**
 * The text of every page. pdfjs runs in a thread of its own for each file: its legacy build (the one for Node 20)
 * replaces JSON and Array methods in the realm that loads it, which would slow the whole server; a hostile file can
 * only exhaust that thread's time and memory; and the server keeps answering while a long manifest is read. A spare
 * thread with pdfjs loaded waits for the next file, so that loading (a few hundred ms) is not paid per upload.
 */
export async function readPdfText(bytes: Buffer): Promise<TextPage[]> {
  // Decided by the bytes, whatever the file's name or content type.
  if (!bytes.subarray(0, 1024).includes('%PDF-')) throw new HttpError(400, manifestMessages.notPdf);
  // pdfjs rebuilds the cross-reference table of a cut file and reads what is left of it, which would return part of
  // a manifest as if it were whole.
  if (!bytes.subarray(-1024).includes('%%EOF')) throw new HttpError(400, manifestMessages.damaged);
  const reply = await inSlot(() => readInThread(bytes));
  if ('failure' in reply) {
    throw new HttpError(400, reply.failure === 'encrypted' ? manifestMessages.encrypted : manifestMessages.damaged);
  }
  if (reply.pages.every((page) => page.items.length === 0)) throw new HttpError(400, manifestMessages.noText);
  return reply.pages;
}

let spare: Worker | undefined;

function startThread(): Worker {
  // No inherited loader flags (tsx): the thread runs plain JavaScript and loads pdfjs faster without them.
  const worker = new Worker(workerUrl, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb } });
  worker.unref();
  return worker;
}

function readInThread(bytes: Buffer): Promise<WorkerReply> {
  const worker = spare ?? startThread();
  spare = startThread();
  return new Promise((resolve) => {
    worker.postMessage(new Uint8Array(bytes));
    const timer = setTimeout(() => void worker.terminate(), timeLimitMs);
    const finish = (reply: WorkerReply) => {
      clearTimeout(timer);
      resolve(reply);
    };
    worker.once('message', (reply: WorkerReply) => {
      finish(reply);
      void worker.terminate();
    });
    // Out of memory, or stopped at the time limit: the first event settles the promise.
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
