import type { ManifestHeader } from '@portside/contracts/manifests';
import { mostOverlapping, stacked } from './find-columns';
import { joinWords, type Line } from './lines';

const nextLabel = String.raw`(?=\s{2}|\s+(?:VOY|VOYAGE|ARRIVAL|ARRIVED|ETA|DATE|PORT|FLAG|FROM|REGISTRY)\b|$)`;
const vesselPattern = new RegExp(
  String.raw`(?:\bNAME OF (?:VESSEL|SHIP)|\bVESSEL(?: NAME)?|\bSHIP NAME|\bM\/V(?=\s*:))\s*[:.]?\s*([A-Z0-9].*?)${nextLabel}`,
);
/** A voyage number has a digit ("025N", "V.12"): "VOYAGE: MV ..." is a vessel's name after a combined label. */
const voyagePattern = /\bVOY(?:AGE)?\.?(?:\s*(?:NO|NUMBER)\.?)?\s*[:#]?\s*([A-Z0-9][A-Z0-9.\-/]*\d[A-Z0-9.\-/]*)/;
/** Vessel and voyage under one label: "VESSEL/VOYAGE: MV PACIFIC STAR / 025N", "VSL & VOY: MV PACIFIC STAR V.025N". */
const vesselVoyagePattern = new RegExp(
  String.raw`\b(?:VESSEL|VSL)\s*(?:\/|&|AND)\s*VOY(?:AGE)?\.?(?:\s*NO\.?)?\s*[:.]?\s*([A-Z0-9].*?)(?:\s*(?:\/|\bV(?:OY(?:AGE)?)?\.?(?:\s*NO\.?)?)\s*([A-Z0-9.\-]*\d[A-Z0-9.\-]*))?${nextLabel}`,
);
const arrivalPattern = /\b(?:DATE OF ARRIVAL|ARRIVAL DATE|ARRIVAL|ARRIVED|ETA)\s*[:.]?\s*(\S.*?)(?=\s{2}|$)/;
const loadingPattern = new RegExp(
  String.raw`\b(?:PORT OF LOADING|LOADING PORT|PORT OF ORIGIN|POL)\s*[:.]?\s*([A-Z].*?)${nextLabel}`,
);
const dischargePattern = new RegExp(
  String.raw`\b(?:PORT OF DISCHARGE|DISCHARGE PORT|DISCHARGING PORT|POD)\s*[:.]?\s*([A-Z].*?)${nextLabel}`,
);

/** A title's label printed over its value, as office suites lay a title block out in cells. */
const titleLabel =
  /^(?:VESSEL(?: NAME)?|NAME OF (?:VESSEL|SHIP)|SHIP NAME|M\/V|VSL|VOY(?:AGE)?\.?(?: NO\.?| NUMBER)?|VESSEL\s*\/\s*VOYAGE|ARRIVAL(?: DATE)?|DATE OF ARRIVAL|ARRIVED|ETA|ETD|PORT OF (?:LOADING|DISCHARGE)|POL|POD|FLAG|REGISTRY|CALL SIGN|AGENT|SHIPPING LINE)$/;

/**
 * Vessel, voyage and arrival as printed above the table ("VESSEL: MV PACIFIC STAR   VOYAGE NO.: 025N   ARRIVAL:
 * 15-MAR-2026"), or as a row of labels over a row of values ("VESSEL  VOYAGE  ETA" over "MV PACIFIC STAR  025N
 * 15-MAR-2026": each value under the label it lies under), each null when not printed. Printed cells are told apart
 * by gaps of 0.8 em or more.
 */
export function manifestHeader(lines: Line[]): ManifestHeader {
  const cells = lines.map((line) => joinWords(line.words, line.size, 0.8));
  return headerOfTexts(titleTexts(cells, (index) => stacked(lines[index], lines[index + 1])));
}

/** A cell of a title row: its text and its extent (points on a page, a column's index in a sheet). */
type TitleCell = { text: string; x: number; end: number };

/**
 * The title rows as texts of cells two spaces apart, a row of labels over a row of values (`below(index)`: the row
 * after `index` lies right under it) made "LABEL: value" texts.
 */
export function titleTexts(rows: TitleCell[][], below: (index: number) => boolean): string[] {
  const texts: string[] = [];
  for (let index = 0; index < rows.length; index++) {
    const labels = rows[index] ?? [];
    const values = rows[index + 1];
    const labelRow =
      labels.length >= 2 && labels.every((label) => titleLabel.test(label.text.toUpperCase().replace(/[:.]$/, '')));
    if (labelRow && values?.length && below(index)) {
      texts.push(...labelled(labels, values));
      index += 1;
    } else texts.push(labels.map((cell) => cell.text).join('  '));
  }
  return texts;
}

/** "LABEL: value" for each label of a row, with the values of the row below that lie under it (most overlap). */
function labelled(labels: TitleCell[], values: TitleCell[]): string[] {
  const under = new Map<TitleCell, string[]>();
  for (const value of values) {
    const label = mostOverlapping(labels, value) ?? labels.findLast((each) => each.x <= value.x);
    if (label) under.set(label, [...(under.get(label) ?? []), value.text]);
  }
  return labels.map((label) => `${label.text.replace(/[:.]$/, '')}: ${(under.get(label) ?? []).join(' ')}`);
}

/** Vessel, voyage, arrival and the ports, when printed, from lines whose cells are parted by two spaces or more. */
export function headerOfTexts(lines: string[]): ManifestHeader {
  const texts = lines.map((line) => line.toUpperCase());
  const first = (pattern: RegExp) => texts.map((text) => pattern.exec(text)?.[1]?.trim()).find(Boolean) ?? null;
  const arrival = first(arrivalPattern);
  const combined = texts.map((text) => vesselVoyagePattern.exec(text)).find(Boolean);
  const portOfLoading = first(loadingPattern);
  const portOfDischarge = first(dischargePattern);
  return {
    vesselName: combined?.[1]?.trim() || first(vesselPattern),
    voyageNumber: combined?.[2] || first(voyagePattern),
    arrivalDate: arrival && isoDay(arrival),
    ...(portOfLoading ? { portOfLoading } : {}),
    ...(portOfDischarge ? { portOfDischarge } : {}),
  };
}

const month = (name = '') =>
  ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'].indexOf(name.slice(0, 3)) + 1;

/**
 * Printed dates: 2026-03-15, 03/15/2026 (month first, as Philippine and US forms print it), 15-MAR-2026,
 * 15 March 2026, March 15, 2026. Each gives year, month, day.
 */
const dateForms: [RegExp, (match: string[]) => number[]][] = [
  [/^(\d{4})-(\d{2})-(\d{2})\b/, ([, year, month, day]) => [Number(year), Number(month), Number(day)]],
  [/^(\d{1,2})\/(\d{1,2})\/(\d{4})\b/, ([, month, day, year]) => [Number(year), Number(month), Number(day)]],
  [/^(\d{1,2})[\s-]([A-Z]{3,9})\.?[\s-]+(\d{4})\b/, ([, day, name, year]) => [Number(year), month(name), Number(day)]],
  [/^([A-Z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\b/, ([, name, day, year]) => [Number(year), month(name), Number(day)]],
];

/** A printed date as YYYY-MM-DD, or null when it is none of the forms above or no real day. */
export function isoDay(text: string): string | null {
  for (const [pattern, parts] of dateForms) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [year = 0, monthNumber = 0, day = 0] = parts(match);
    const date = new Date(Date.UTC(year, monthNumber - 1, day));
    const real = date.getUTCFullYear() === year && date.getUTCMonth() === monthNumber - 1 && date.getUTCDate() === day;
    return real ? date.toISOString().slice(0, 10) : null;
  }
  return null;
}
