import type { LayoutColumn, ManifestField } from '@portside/contracts/manifest-layouts';
import { distance } from 'fastest-levenshtein';
import { normaliseLabel } from '../pdf-converter/find-columns';

/** Characters a read label may differ by from the label taught: one in four, and one however short the label. */
const allowedEdits = (label: string) => Math.max(1, Math.floor(label.length / 4));

/**
 * The columns of a table that have a worded label (two characters or more, as the vocabulary reads it), by index: a
 * label of one character is a speck or a ruling a scan's OCR read as "I", and an unlabelled column holds no field.
 */
const worded = (labels: string[]) =>
  labels.flatMap((label, index) => {
    const normalised = normaliseLabel(label);
    return normalised.length > 1 ? [{ normalised, index }] : [];
  });

/**
 * How a table's labels, as read, meet a layout taught: the edits they differ by and the field of each column read;
 * null when it is another layout. The worded labels of both, left to right, must pair each within a misread letter
 * or two (an OCR'd "C0NSIGNEE" is the "CONSIGNEE" taught, "QTY" is no "KGS"); a column read without a worded label
 * holds no field, and a layout that gave one to such a column is not this one.
 */
export function labelEdits(
  read: string[],
  taught: LayoutColumn[],
): { edits: number; fields: (ManifestField | null)[] } | null {
  const own = worded(read);
  const others = worded(taught.map((column) => column.label));
  if (own.length !== others.length || own.length === 0) return null;
  if (taught.some((column, index) => column.field !== null && !others.some((other) => other.index === index))) {
    return null;
  }
  const fields: (ManifestField | null)[] = read.map(() => null);
  let edits = 0;
  for (const [at, { normalised, index }] of own.entries()) {
    const other = others[at] as (typeof others)[number];
    const apart = distance(normalised, other.normalised);
    if (apart > allowedEdits(normalised.length > other.normalised.length ? normalised : other.normalised)) return null;
    edits += apart;
    fields[index] = taught[other.index]?.field ?? null;
  }
  return { edits, fields };
}

/**
 * Of the layouts taught for a line, the one the read labels are nearest to (the fewest edits, the first given on a
 * tie), as columns of the labels read with its fields; null when none is near.
 */
export function nearestLayout(read: string[], layouts: LayoutColumn[][]): LayoutColumn[] | null {
  let nearest: NonNullable<ReturnType<typeof labelEdits>> | null = null;
  for (const columns of layouts) {
    const met = labelEdits(read, columns);
    if (met && (nearest === null || met.edits < nearest.edits)) nearest = met;
  }
  return nearest && read.map((label, index) => ({ label, field: nearest.fields[index] ?? null }));
}
