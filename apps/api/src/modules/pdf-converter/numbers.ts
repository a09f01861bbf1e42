import { cubicMetresPerCubicFoot } from '@portside/contracts/manifests';

/**
 * How a document writes its numbers: "1,234.56" (a decimal point) or "1.234,56" (a decimal comma, as much of Europe
 * and South America print). One document keeps one convention, so it is decided once from all its quantities.
 */
export type NumberConvention = 'point' | 'comma';

/**
 * A figure: digits, points and commas only, with a digit ("12,980", "31.36"). Tested in two steps: one pattern
 * of the same meaning backtracks over a long run of digits ended by a letter, in time growing with its square.
 */
export const isFigure = (word: string) => /^[\d.,]+$/.test(word) && /\d/.test(word);

const patterns: Record<NumberConvention, RegExp> = {
  point: /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/,
  comma: /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$|^,\d+$/,
};

/**
 * What one printed quantity says about the convention, or nothing when it fits both ("1,250" and "1.250" may be
 * thousands or decimals): both marks (the last one is the decimal mark), a mark used twice (a thousands separator),
 * one mark not followed by exactly three digits, or after more than three digits or a lone 0 (a decimal mark). A
 * package count is whole, so in one its mark before three digits parts thousands.
 */
function evidence(word: string, whole: boolean): NumberConvention | null {
  if (!isFigure(word)) return null;
  const [point, comma] = [word.lastIndexOf('.'), word.lastIndexOf(',')];
  if (point >= 0 && comma >= 0) return point > comma ? 'point' : 'comma';
  const mark = point >= 0 ? '.' : comma >= 0 ? ',' : null;
  if (!mark) return null;
  const asDecimal: NumberConvention = mark === '.' ? 'point' : 'comma';
  const asThousands: NumberConvention = mark === '.' ? 'comma' : 'point';
  if (word.split(mark).length > 2) return asThousands;
  if (!/^\d{3}$/.test(word.slice(word.lastIndexOf(mark) + 1))) return asDecimal;
  if (whole) return asThousands;
  // Thousands are grouped in threes from the left: four digits or more before the mark ("1579,484"), or a lone 0
  // ("0,250"), make it a decimal mark.
  const before = word.slice(0, word.indexOf(mark));
  return before.length > 3 || before === '0' ? asDecimal : null;
}

/**
 * The convention of a document's quantities (package counts apart, being whole): the one its unambiguous numbers
 * show most, else the one `otherwise` decides (a decimal point unless told more).
 */
export function numberConvention(
  quantities: Iterable<string>,
  packageCounts: Iterable<string> = [],
  otherwise: () => NumberConvention = () => 'point',
): NumberConvention {
  const votes = { point: 0, comma: 0 };
  const count = (texts: Iterable<string>, whole: boolean) => {
    for (const text of texts) {
      for (const word of text.split(' ')) {
        const vote = evidence(word, whole);
        if (vote) votes[vote] += 1;
      }
    }
  };
  count(quantities, false);
  count(packageCounts, true);
  if (votes.comma === votes.point) return otherwise();
  return votes.comma > votes.point ? 'comma' : 'point';
}

/**
 * The first number among the words of a cell, in the document's convention ("1,250 BAGS" gives 1250, "1.250,5"
 * 1250.5 with a decimal comma, "1 234,5" 1234.5), or null when it holds none.
 */
export function firstNumber(text: string, convention: NumberConvention): number | null {
  const words = text.split(' ');
  for (let index = 0; index < words.length; index++) {
    let word = words[index] ?? '';
    // Thousands parted by spaces ("1 234 567,5"): groups of three digits after one to three, the last with decimals.
    if (/^\d{1,3}$/.test(word)) {
      while (/^\d{3}$/.test(words[index + 1] ?? '')) word += words[++index];
      if (/^\d{3}[.,]\d+$/.test(words[index + 1] ?? '')) word += words[++index];
    }
    if (!patterns[convention].test(word)) continue;
    const plain = convention === 'point' ? word.replaceAll(',', '') : word.replaceAll('.', '').replace(',', '.');
    return Number(plain);
  }
  return null;
}

/** Whether a cell holds a number in either convention (before the document's is known). */
export const holdsNumber = (text: string) =>
  text.split(' ').some((word) => patterns.point.test(word) || patterns.comma.test(word));

export type MeasurementUnit = 'cbm' | 'cuft';

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Both units of a measurement printed in `unit`: the printed value as is, the other converted to 3 decimals. */
export function bothUnits(value: number, unit: MeasurementUnit): { cbm: number; measurementCubicFeet: number } {
  return unit === 'cbm'
    ? { cbm: value, measurementCubicFeet: round3(value / cubicMetresPerCubicFoot) }
    : { cbm: round3(value * cubicMetresPerCubicFoot), measurementCubicFeet: value };
}

/** Weight per cubic metre (kg) of any cargo: from cotton and cars (about 100) to steel (7,850), with room either side. */
const plausibleDensity = { least: 20, most: 20_000 };

/**
 * The convention under which more rows' weight and measurement make a cargo that exists (a document whose figures fit
 * both conventions, "95.031" kg of "51,794" m3: 95,031 kg of 51.794 m3 in one, 95 kg of 51,794 m3 in the other), or
 * null when that does not tell them apart either.
 */
export function plausibleConvention(
  figures: { weight: string; cbm: string; cubicFeet: string }[],
): NumberConvention | null {
  const votes = { point: 0, comma: 0 };
  for (const convention of ['point', 'comma'] as const) {
    for (const { weight, cbm, cubicFeet } of figures) {
      const kilos = firstNumber(weight, convention);
      const feet = firstNumber(cubicFeet, convention);
      const cubicMetres = firstNumber(cbm, convention) ?? (feet === null ? null : feet * cubicMetresPerCubicFoot);
      if (!kilos || !cubicMetres) continue;
      const density = kilos / cubicMetres;
      if (density >= plausibleDensity.least && density <= plausibleDensity.most) votes[convention] += 1;
    }
  }
  return votes.point === votes.comma ? null : votes.point > votes.comma ? 'point' : 'comma';
}
