import type { TrackingResult } from '@portside/contracts/tracking';
import type { Db } from '../../db/client';
import { storageCounter } from '../storage/stay';
import { type BlNumberFinder, toTrackingResult } from './tracked-items';

/** Spec 2.9 track: every BL of that number, on any vessel, with its clearance, invoice, receipt, gate-out and storage. */
export async function trackBl(db: Db, find: BlNumberFinder, blNo: string): Promise<TrackingResult[]> {
  const [rows, count] = await Promise.all([find(blNo), storageCounter(db)]);
  return rows.map((row) => toTrackingResult(row, count));
}
