import type { ManifestHeader } from '@portside/contracts/manifests';
import { joinWords, type Line } from './lines';

const nextLabel = String.raw`(?=\s{2}|\s+(?:VOY|VOYAGE|ARRIVAL|ARRIVED|ETA|DATE|PORT|FLAG|FROM|REGISTRY)\b|$)`;
const vesselPattern = new RegExp(
  String.raw`(?:\bNAME OF (?:VESSEL|SHIP)|\bVESSEL(?: NAME)?|\bSHIP NAME|\bM\/V(?=\s*:))\s*[:.]?\s*([A-Z0-9].*?)${nextLabel}`,
);
const voyagePattern = /\bVOY(?:AGE)?\.?(?:\s*(?:NO|NUMBER)\.?)?\s*[:#]?\s*([A-Z0-9][A-Z0-9.\-/]*)/;
const arrivalPattern = /\b(?:DATE OF ARRIVAL|ARRIVAL DATE|ARRIVAL|ARRIVED|ETA)\s*[:.]?\s*(\S.*?)(?=\s{2}|$)/;

/**
 * Vessel, voyage and arrival as printed above the table ("VESSEL: MV PACIFIC STAR   VOYAGE NO.: 025N   ARRIVAL:
 * 15-MAR-2026"), each null when not printed. Printed cells are told apart by gaps of 0.8 em or more.
 */
export function manifestHeader(lines: Line[]): ManifestHeader {
  return headerOfTexts(
    lines.map((line) =>
      joinWords(line.words, line.size, 0.8)
        .map((span) => span.text)
        .join('  '),
    ),
  );
}

/** Vessel, voyage and arrival from printed lines whose cells are parted by two spaces or more. */
export function headerOfTexts(lines: string[]): ManifestHeader {
  const texts = lines.map((line) => line.toUpperCase());
  const first = (pattern: RegExp) => texts.map((text) => pattern.exec(text)?.[1]?.trim()).find(Boolean) ?? null;
  const arrival = first(arrivalPattern);
  return {
    vesselName: first(vesselPattern),
    voyageNumber: first(voyagePattern),
    arrivalDate: arrival && isoDay(arrival),
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
