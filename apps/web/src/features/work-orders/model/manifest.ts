import {
  type DocumentTotals,
  type ManifestHeader,
  manifestFileEndings,
  manifestMessages,
  maxManifestBytes,
} from '@portside/contracts/manifests';

/**
 * Spec 5: what the page refuses before it sends a manifest to the parser (a message), or null to send it. The file
 * is judged by its name's ending: systems name a CSV's type in many ways (text/csv, application/vnd.ms-excel, none).
 */
export function manifestUploadProblem(vesselId: number | null, file: File | null): string | null {
  if (vesselId === null) return manifestMessages.selectVessel;
  if (!file) return manifestMessages.noFile;
  const name = file.name.toLowerCase();
  if (!manifestFileEndings.some((ending) => name.endsWith(ending))) return manifestMessages.fileType;
  if (file.size >= maxManifestBytes) return manifestMessages.tooLarge;
  return null;
}

/** Names compared as people write them: case, spacing and an M/V or V. prefix do not matter. */
const vesselKey = (name: string) =>
  name
    .toUpperCase()
    .replace(/^\s*M\s*\/?\s*V\.?\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
const voyageKey = (voyage: string) =>
  voyage
    .toUpperCase()
    .replace(/^\s*V\.?\s*/, '')
    .replace(/\s+/g, '');

/** What the manifest prints that contradicts the chosen vessel (nothing when it prints neither). */
export function manifestMismatch(
  vessel: { name: string; voyageNumber: string },
  header: ManifestHeader,
): { vessel: boolean; voyage: boolean } {
  return {
    vessel: header.vesselName !== null && vesselKey(header.vesselName) !== vesselKey(vessel.name),
    voyage: header.voyageNumber !== null && voyageKey(header.voyageNumber) !== voyageKey(vessel.voyageNumber),
  };
}

/** The arrival date a new work order starts with: the manifest's, else today in the terminal's zone (spec 2.5). */
export function defaultArrivalDate(header: ManifestHeader | null, timeZone: string, now = new Date()): string {
  return header?.arrivalDate ?? now.toLocaleDateString('en-CA', { timeZone });
}

/** What the file picker offers: the manifests' endings and their content types. */
export const manifestAccept = [
  ...manifestFileEndings,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
].join(',');

/** A figure whose rows do not add up to what the document's total row prints. */
export type TotalDifference = { field: 'packages' | 'weight' | 'cbm'; printed: number; sum: number };

/**
 * How far a sum may be from a printed total and still be the same: rounding of the rows' printed figures (a total
 * computed from unrounded ones), never a typed figure's error. Package counts are whole.
 */
const tolerances = { packages: 0, weight: 1, cbm: 0.05 };

/**
 * The figures whose rows, as the table now stands, do not add up to the document's own total row (nothing when it
 * prints none): a row the reader missed or read twice, or a figure misread, shows here before submit.
 */
export function totalsDifferences(
  totals: DocumentTotals | null,
  rows: readonly { noPackages: number; grossWeight: number; cbmSo: number }[],
): TotalDifference[] {
  if (!totals) return [];
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    Math.round(rows.reduce((total, row) => total + pick(row), 0) * 1000) / 1000;
  const figures: [TotalDifference['field'], number | null, number][] = [
    ['packages', totals.noOfPackages, sum((row) => row.noPackages)],
    ['weight', totals.grossWeightKilos, sum((row) => row.grossWeight)],
    ['cbm', totals.cbm, sum((row) => row.cbmSo)],
  ];
  return figures.flatMap(([field, printed, added]) =>
    printed !== null && Math.abs(printed - added) > tolerances[field] + 1e-9 ? [{ field, printed, sum: added }] : [],
  );
}
