import type { TrackingResult } from '@portside/contracts/tracking';
import type { Db } from '../../db/client';
import { findByBlNumber, toTrackingResult } from './tracked-items';

/** Spec 2.9 track: every BL of that number, on any vessel, with its clearance, invoice, receipt and gate-out. */
export async function trackBl(db: Db, blNo: string): Promise<TrackingResult[]> {
  return (await findByBlNumber(db, blNo)).map(toTrackingResult);
}
