// What the server's TypeScript uses of read-scan.mjs (the reader process loads it as plain JavaScript).
import type { SentPage } from './reader-pool';

type Box = { x0: number; y0: number; x1: number; y1: number };
/** A line as tesseract.js reads it: its box, baseline and words, in the pixels of the page as drawn. */
export type OcrLine = {
  bbox: Box;
  baseline: Box;
  rowAttributes?: { rowHeight: number };
  words: { text: string; confidence: number; bbox: Box }[];
};

export function scannedItems(lines: OcrLine[], scale: number): Required<Omit<SentPage, 'width' | 'height'>>;
