import { type LayoutColumn, type ManifestField, normaliseLabel } from '@portside/contracts/manifest-layouts';
import { distance } from 'fastest-levenshtein';
import { columnKeyOf } from './labels';

/** Characters a read label may differ by from the label taught: one in four, and one however short the label. */
const allowedEdits = (label: string) => Math.max(1, Math.floor(label.length / 4));

/**
 * The columns of a table that have a worded label (two characters or more, as the vocabulary reads it), by index: a
 * label of one character is a speck or a ruling a scan's OCR read as "I", and an unlabelled column holds no field.
 */
const worded = (labels: string[]) =>
  labels.flatMap((label, index) => {
    const normalised = normaliseLabel(label);
    return normalised.length > 1 ? [{ normalised, index, known: columnKeyOf(label) }] : [];
  });

type Worded = ReturnType<typeof worded>;

/** The edits between two labels when within those a misread allows (counted only for labels of lengths that may be). */
function editsWithin(one: string, other: string): number | null {
  const allowed = allowedEdits(one.length > other.length ? one : other);
  if (Math.abs(one.length - other.length) > allowed) return null;
  const apart = distance(one, other);
  return apart > allowed ? null : apart;
}

/**
 * How a table's labels, as read, meet a layout taught: the edits they differ by and the field of each column read;
 * null when it is another layout. The worded labels of both, left to right, must pair each within a misread letter
 * or two (an OCR'd "C0NSIGNEE" is the "CONSIGNEE" taught, "QTY" is no "KGS"), never two labels the vocabulary reads
 * as different fields ("PKGS" is no "KGS"), and never a label as near to another of the layout's labels holding
 * another field ("CONSIGNEE" printed where "CONSIGNOR" was taught, beside a "CONSIGNEE" taught); a column read
 * without a worded label holds no field, and a layout that gave one to such a column is not this one.
 */
export const labelEdits = (read: string[], taught: LayoutColumn[]) => meeting(worded(read), read.length, taught, true);

function meeting(
  own: Worded,
  count: number,
  taught: LayoutColumn[],
  rivalsChecked: boolean,
): { edits: number; fields: (ManifestField | null)[] } | null {
  const others = worded(taught.map((column) => column.label));
  if (own.length !== others.length || own.length === 0) return null;
  const labelled = new Set(others.map((other) => other.index));
  if (taught.some((column, index) => column.field !== null && !labelled.has(index))) return null;
  const fields: (ManifestField | null)[] = Array.from({ length: count }, () => null);
  let edits = 0;
  for (const [at, { normalised, index, known }] of own.entries()) {
    const other = others[at] as Worded[number];
    if (known && other.known && known !== other.known) return null;
    const apart = editsWithin(normalised, other.normalised);
    if (apart === null) return null;
    const field = taught[other.index]?.field ?? null;
    const rival =
      rivalsChecked &&
      others.some(
        (each) =>
          each !== other &&
          taught[each.index]?.field !== field &&
          (editsWithin(normalised, each.normalised) ?? Infinity) <= apart,
      );
    if (rival) return null;
    edits += apart;
    fields[index] = field;
  }
  return { edits, fields };
}

/**
 * Of the layouts taught for a line, the one the read labels are nearest to (the fewest edits, the first given on a
 * tie), as columns of the labels read with its fields; null when none is near.
 */
export function nearestLayout(read: string[], layouts: LayoutColumn[][]): LayoutColumn[] | null {
  const own = worded(read);
  let nearest: { columns: LayoutColumn[]; edits: number } | null = null;
  for (const columns of layouts) {
    const met = meeting(own, read.length, columns, false);
    if (met && (nearest === null || met.edits < nearest.edits)) nearest = { columns, edits: met.edits };
  }
  // Rivals are looked for in the nearest layout only: label by label against all of its labels.
  const met = nearest && meeting(own, read.length, nearest.columns, true);
  return met && read.map((label, index) => ({ label, field: met.fields[index] ?? null }));
}
