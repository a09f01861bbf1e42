import type { ParsedRow, RowDoubt } from '@portside/contracts/manifests';
import {
  type Item,
  type ItemInput,
  isIncompleteSubItem,
  itemInputSchema,
  maxSubItems,
  needsVehicleDetails,
} from '@portside/contracts/work-orders';

/** One vehicle of a row as the page edits it: texts are '' when empty, measures null. */
export type SubItemDraft = {
  key: string;
  vehicleMaker: string;
  vehicleModel: string;
  chassisNo: string;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  cbm: number | null;
};

export type ConsigneeSuggestion = { consignee: string; consigneeId: number; matchScore: number };

/**
 * One BL of the item table. `printedConsignee` is the consignee as the manifest printed it (Revert goes back to
 * it); `suggestionState` says whether the registry suggestion is still offered, applied or declined.
 */
export type ItemRow = {
  key: string;
  itemId?: number;
  blNo: string;
  marksAndNumbers: string;
  shipper: string;
  consignee: string;
  consigneeId: number | null;
  noPackages: number;
  description: string;
  grossWeight: number;
  cbmSo: number;
  stevedoring: string;
  arrastre: string;
  subItems: SubItemDraft[];
  printedConsignee: string;
  suggestion: ConsigneeSuggestion | null;
  suggestionState: 'offered' | 'applied' | 'declined';
  /** A package count or handler was typed: the sub-items follow it once the input is left or the edit saved. */
  unsettled?: boolean;
  /** Text typed into a number field that is not a number it takes: kept as typed, the field keeps its last number. */
  entries?: Partial<Record<NumberField, string>>;
  /** What the parser could not read in the manifest, each until its field is changed: shown on the row. */
  doubts?: RowDoubt[];
};

export type NumberField = 'noPackages' | 'grossWeight' | 'cbmSo';

/** The fields of a row the table's inputs change. */
export type RowFields = Pick<
  ItemRow,
  | 'blNo'
  | 'marksAndNumbers'
  | 'shipper'
  | 'consignee'
  | 'noPackages'
  | 'description'
  | 'grossWeight'
  | 'cbmSo'
  | 'stevedoring'
  | 'arrastre'
>;
export type SubItemFields = Omit<SubItemDraft, 'key'>;

let lastKey = 0;
/** Rows and sub-items need a stable identity in the page only (React keys, selection). */
const newKey = (prefix: string) => `${prefix}${++lastKey}`;

export const blankSubItem = (): SubItemDraft => ({
  key: newKey('s'),
  vehicleMaker: '',
  vehicleModel: '',
  chassisNo: '',
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  cbm: null,
});

/** An AITSI non-rice row of more packages than a row holds vehicles: its vehicles wait for a count it can hold. */
export const needsTooManyVehicles = (row: ItemRow) => needsVehicleDetails(row) && row.noPackages > maxSubItems;

/**
 * Spec 4 sub-items: a row handled by AITSI whose content is not rice has one single-package sub-item per package
 * when it has more than one package (extras beyond the count are removed, the first ones kept); any other row
 * has none. A count beyond what a row holds changes nothing (the row says so).
 */
export function withSubItemRule(row: ItemRow): ItemRow {
  const count = needsVehicleDetails(row) && row.noPackages > 1 ? row.noPackages : 0;
  if (row.subItems.length === count || needsTooManyVehicles(row)) return row;
  const kept = row.subItems.slice(0, count);
  const added = Array.from({ length: count - kept.length }, blankSubItem);
  return { ...row, subItems: [...kept, ...added] };
}

const sameName = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The row's field of each field the parser may doubt. */
export const doubtedFields = {
  blNo: 'blNo',
  marksAndNumbers: 'marksAndNumbers',
  shipper: 'shipper',
  consignee: 'consignee',
  noOfPackages: 'noPackages',
  contents: 'description',
  grossWeightKilos: 'grossWeight',
  cbm: 'cbmSo',
  stevedoring: 'stevedoring',
  arrastre: 'arrastre',
} as const satisfies Record<RowDoubt['field'], keyof RowFields>;

const numberFields: readonly string[] = ['noPackages', 'grossWeight', 'cbmSo'] satisfies NumberField[];

/**
 * A figure the parser could not read, or found blank, stays in its field as printed (the field's message shows and
 * the submit waits for a number) instead of the 0 the parser answers with.
 */
function doubtfulEntries(parsed: ParsedRow): ItemRow['entries'] {
  const entries = parsed.doubts
    .filter((doubt) => doubt.kind === 'unread' || doubt.kind === 'missing')
    .map((doubt) => [doubtedFields[doubt.field], doubt.printed] as const)
    .filter(([field]) => numberFields.includes(field));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The BL numbers of rows still doubted as unlike the manifest's other BLs (docs/domain.md "Doubts"). */
export const unlikeBls = (rows: readonly ItemRow[]) =>
  rows.flatMap((row) => (row.doubts?.some((doubt) => doubt.kind === 'unlike') ? [row.blNo] : []));

/** The parser's doubt about a field of the row, while the field is as the manifest gave it. */
export const doubtOf = (row: ItemRow, field: keyof RowFields) =>
  row.doubts?.find((doubt) => doubtedFields[doubt.field] === field);

/** The row without its doubts about `fields`, which the user has changed. */
function withoutDoubts(row: ItemRow, fields: string[]): ItemRow {
  if (!row.doubts) return row;
  const doubts = row.doubts.filter((doubt) => !fields.includes(doubtedFields[doubt.field]));
  return { ...row, doubts: doubts.length > 0 ? doubts : undefined };
}

/**
 * A parsed row; a suggestion that only repeats the printed name (a registry name printed as registered) is taken
 * at once instead of being offered.
 */
export function rowFromParsed(parsed: ParsedRow): ItemRow {
  const registered =
    parsed.suggestedConsignee !== null && sameName(parsed.suggestedConsignee, parsed.consignee)
      ? parsed.suggestedConsigneeId
      : null;
  const suggestion =
    parsed.suggestedConsignee !== null && parsed.suggestedConsigneeId !== null && registered === null
      ? {
          consignee: parsed.suggestedConsignee,
          consigneeId: parsed.suggestedConsigneeId,
          matchScore: parsed.matchScore,
        }
      : null;
  return withSubItemRule({
    key: newKey('r'),
    blNo: parsed.blNo,
    marksAndNumbers: parsed.marksAndNumbers,
    shipper: parsed.shipper,
    consignee: parsed.consignee,
    consigneeId: registered,
    noPackages: parsed.noOfPackages,
    description: parsed.contents,
    grossWeight: parsed.grossWeightKilos,
    cbmSo: parsed.cbm,
    stevedoring: parsed.stevedoring,
    arrastre: parsed.arrastre,
    subItems: [],
    printedConsignee: parsed.consignee,
    suggestion,
    suggestionState: 'offered',
    entries: doubtfulEntries(parsed),
    doubts: parsed.doubts.length > 0 ? parsed.doubts : undefined,
  });
}

/** A stored item as the edit page loads it: its sub-items as they were saved, no suggestion. */
export function rowFromItem(item: Item): ItemRow {
  return {
    key: newKey('r'),
    itemId: item.itemId,
    blNo: item.blNo,
    marksAndNumbers: item.marksAndNumbers,
    shipper: item.shipper,
    consignee: item.consignee,
    consigneeId: item.consigneeId,
    noPackages: item.noPackages,
    description: item.description,
    grossWeight: item.grossWeight,
    cbmSo: item.cbmSo,
    stevedoring: item.stevedoring ?? '',
    arrastre: item.arrastre ?? '',
    subItems: item.subItems.map((sub) => ({
      key: newKey('s'),
      vehicleMaker: sub.vehicleMaker ?? '',
      vehicleModel: sub.vehicleModel ?? '',
      chassisNo: sub.chassisNo ?? '',
      lengthCm: sub.lengthCm,
      widthCm: sub.widthCm,
      heightCm: sub.heightCm,
      cbm: sub.cbm,
    })),
    printedConsignee: item.consignee,
    suggestion: null,
    suggestionState: 'offered',
  };
}

/** The row as the API takes it (blank texts become null on the server). */
export function toItemInput(row: ItemRow): ItemInput {
  return {
    ...(row.itemId === undefined ? {} : { itemId: row.itemId }),
    blNo: row.blNo,
    marksAndNumbers: row.marksAndNumbers,
    shipper: row.shipper,
    consignee: row.consignee,
    consigneeId: row.consigneeId,
    noPackages: row.noPackages,
    description: row.description,
    grossWeight: row.grossWeight,
    cbmSo: row.cbmSo,
    stevedoring: row.stevedoring,
    arrastre: row.arrastre,
    subItems: row.subItems.map(({ key: _key, ...details }) => details),
  };
}

/**
 * A change typed into a row; a consignee typed by hand is no longer the registry consignee applied before. A new
 * package count, or a row that starts or stops being an AITSI non-rice row, waits for settleRow: typing 12 over 10
 * passes through 1, which would drop every vehicle.
 */
export function updateRow(row: ItemRow, patch: Partial<RowFields>): ItemRow {
  const next = withoutDoubts({ ...row, ...patch }, Object.keys(patch));
  if (patch.consignee !== undefined && patch.consignee !== row.consignee) next.consigneeId = null;
  const recount = patch.noPackages !== undefined && patch.noPackages !== row.noPackages;
  if (recount || needsVehicleDetails(next) !== needsVehicleDetails(row)) next.unsettled = true;
  return next;
}

/**
 * A number field as typed, checked by the rule the server applies: the number, or the field's message. Blank is no
 * number (never 0), so nothing typed is changed behind the user's back.
 */
export function numberEntry(field: NumberField, text: string): { value: number } | { message: string } {
  const checked = itemInputSchema.shape[field].safeParse(text.trim() === '' ? Number.NaN : Number(text));
  return checked.success ? { value: checked.data } : { message: checked.error.issues[0]?.message ?? '' };
}

/** What was typed into a number field: a number it takes replaces the row's, anything else waits as an entry. */
export function typeNumber(row: ItemRow, field: NumberField, text: string): ItemRow {
  const entry = numberEntry(field, text);
  const { [field]: _previous, ...entries } = row.entries ?? {};
  if ('message' in entry) return withoutDoubts({ ...row, entries: { ...entries, [field]: text } }, [field]);
  return updateRow({ ...row, entries }, { [field]: entry.value });
}

/** The message of each number field whose typed text is not a number it takes. */
export function entryProblems(row: ItemRow): { field: NumberField; message: string }[] {
  return Object.entries(row.entries ?? {}).flatMap(([field, text]) => {
    const entry = numberEntry(field as NumberField, text);
    return 'message' in entry ? [{ field: field as NumberField, message: entry.message }] : [];
  });
}

/** The sub-item rule applied to what was typed into the row, once its input is committed (blur, Enter, Save). */
export function settleRow(row: ItemRow): ItemRow {
  if (!row.unsettled) return row;
  const { unsettled: _unsettled, ...settled } = row;
  return withSubItemRule(settled);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A vehicle changed by `patch`: its CBM follows L × W × H (cm) when the change gives the three and no CBM of its own;
 * it stays editable by hand.
 */
export function patchedVehicle(sub: SubItemDraft, patch: Partial<SubItemFields>): SubItemDraft {
  const next = { ...sub, ...patch };
  const resized = 'lengthCm' in patch || 'widthCm' in patch || 'heightCm' in patch;
  const { lengthCm, widthCm, heightCm } = next;
  if (resized && patch.cbm == null && lengthCm !== null && widthCm !== null && heightCm !== null) {
    next.cbm = round2((lengthCm * widthCm * heightCm) / 1_000_000);
  }
  return next;
}

export const updateSubItem = (row: ItemRow, subKey: string, patch: Partial<SubItemFields>): ItemRow => ({
  ...row,
  subItems: row.subItems.map((sub) => (sub.key === subKey ? patchedVehicle(sub, patch) : sub)),
});

/** Spec 4: removing sub-items sets the row's package count to the sub-items left, or 1 when none is left. */
export function deleteSubItem(row: ItemRow, subKey: string): ItemRow {
  const subItems = row.subItems.filter((sub) => sub.key !== subKey);
  return { ...row, subItems, noPackages: Math.max(subItems.length, 1) };
}

export function applySuggestion(row: ItemRow): ItemRow {
  if (!row.suggestion) return row;
  return {
    ...row,
    consignee: row.suggestion.consignee,
    consigneeId: row.suggestion.consigneeId,
    suggestionState: 'applied',
  };
}

/** Printed consignees written alike: ignoring case and runs of spaces. */
const samePrinted = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A consignee registered from a row: that row and every row not tied yet that printed the same name take it, as an
 * applied suggestion, so that Revert goes back to the name as printed.
 */
export function registerConsignee(row: ItemRow, registered: ConsigneeSuggestion, printed: string): ItemRow {
  if (row.consigneeId !== null || !samePrinted(row.printedConsignee, printed)) return row;
  return {
    ...row,
    consignee: registered.consignee,
    consigneeId: registered.consigneeId,
    suggestion: registered,
    suggestionState: 'applied',
  };
}

export const declineSuggestion = (row: ItemRow): ItemRow =>
  row.suggestion ? { ...row, suggestionState: 'declined' } : row;

/** Back to the consignee as printed, with the suggestion offered again. */
export const revertConsignee = (row: ItemRow): ItemRow => ({
  ...row,
  consignee: row.printedConsignee,
  consigneeId: null,
  suggestionState: 'offered',
});

export const incompleteSubItemsOf = (row: ItemRow) =>
  needsVehicleDetails(row) ? row.subItems.filter(isIncompleteSubItem).length : 0;

export type Totals = { rows: number; packages: number; grossWeight: number; cbm: number };

/** The summaries under the table; CBM and weight rounded to 2 decimals (spec 9). */
export function totalsOf(rows: readonly ItemRow[]): Totals {
  const sum = rows.reduce(
    (totals, row) => ({
      packages: totals.packages + row.noPackages,
      grossWeight: totals.grossWeight + row.grossWeight,
      cbm: totals.cbm + row.cbmSo,
    }),
    { packages: 0, grossWeight: 0, cbm: 0 },
  );
  return { rows: rows.length, packages: sum.packages, grossWeight: round2(sum.grossWeight), cbm: round2(sum.cbm) };
}
