import type { RowDoubt } from '@portside/contracts/manifests';
import { maxItems } from '@portside/contracts/work-orders';

/** A BL number's shape: its runs of letters and of digits with their lengths, and what parts them ("L4D7", "L3-D5"). */
type Run = { kind: 'L' | 'D' | string; length: number };

function runsOf(blNo: string): Run[] {
  const runs: Run[] = [];
  for (const char of blNo.toUpperCase()) {
    const kind = /[A-Z]/.test(char) ? 'L' : /\d/.test(char) ? 'D' : char;
    const last = runs[runs.length - 1];
    if (last && last.kind === kind && (kind === 'L' || kind === 'D')) last.length += 1;
    else runs.push({ kind, length: 1 });
  }
  return runs;
}

/**
 * Two BL numbers of one system: the same runs of letters, digits and marks in the same order, a run of letters of
 * the same length give or take one, of digits give or take two (a serial that grew a digit).
 */
function alike(a: Run[], b: Run[]): boolean {
  return (
    a.length === b.length &&
    a.every((run, index) => {
      const other = b[index] as Run;
      if (run.kind !== other.kind) return false;
      if (run.kind === 'L') return Math.abs(run.length - other.length) <= 1;
      if (run.kind === 'D') return Math.abs(run.length - other.length) <= 2;
      return true;
    })
  );
}

/** BLs a manifest has before a BL is judged by its neighbours, and the share of them that must be alike. */
const judgedFrom = 5;
const commonShare = 0.8;
/** Strays shaped alike that are still doubted: two, or one in twenty of the BLs. */
const straysAlike = 2;
const strayShare = 0.05;

/**
 * The doubt on each BL number unlike the shape most of the manifest's BLs share, alone or with a few alike (two, or one
 * in twenty): a word, a container number or a reference read in the B/L column ("PAGE12", "MSKU1234567" among
 * "CSNUCAN2503018"), or a house BL of another system, which the clerk confirms. Null for the others; none in a
 * manifest of fewer than five BLs or without a common shape.
 */
export function unlikeBlDoubts(blNos: string[]): (RowDoubt | null)[] {
  // More BLs than a work order holds are refused whole: judging them would be work for nothing.
  if (blNos.length < judgedFrom || blNos.length > maxItems) return blNos.map(() => null);
  // Compared shape by shape (a manifest's BLs have a handful), each counted with its BLs.
  const shapes = new Map<string, { runs: Run[]; count: number }>();
  const keys = blNos.map((blNo) => {
    const runs = runsOf(blNo);
    const key = runs.map((run) => `${run.kind}${run.length}`).join(' ');
    const shape = shapes.get(key);
    if (shape) shape.count += 1;
    else shapes.set(key, { runs, count: 1 });
    return key;
  });
  const likeCount = new Map<string, number>();
  let common: Run[] = [];
  let mostAlike = 0;
  for (const [key, { runs }] of shapes) {
    let count = 0;
    for (const other of shapes.values()) if (alike(runs, other.runs)) count += other.count;
    likeCount.set(key, count);
    if (count > mostAlike) [common, mostAlike] = [runs, count];
  }
  if (mostAlike < commonShare * blNos.length) return blNos.map(() => null);
  // A few alike strays (two container numbers) are doubted; more alike are another system's BLs (house BLs).
  const fewStrays = Math.max(straysAlike, Math.floor(strayShare * blNos.length));
  return blNos.map((blNo, index) => {
    const key = keys[index] ?? '';
    const stray = !alike(shapes.get(key)?.runs ?? [], common) && (likeCount.get(key) ?? 0) <= fewStrays;
    return stray ? { field: 'blNo', kind: 'unlike', printed: blNo } : null;
  });
}
