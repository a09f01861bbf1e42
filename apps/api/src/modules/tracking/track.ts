import type { TrackingResult } from '@portside/contracts/tracking';
import { type BlNumberFinder, toTrackingResult } from './tracked-items';

/** Spec 2.9 track: every BL of that number, on any vessel, with its clearance, invoice, receipt and gate-out. */
export async function trackBl(find: BlNumberFinder, blNo: string): Promise<TrackingResult[]> {
  return (await find(blNo)).map(toTrackingResult);
}
