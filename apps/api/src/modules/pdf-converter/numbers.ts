import { cubicMetresPerCubicFoot } from '@portside/contracts/manifests';

/** A quantity as manifests print it: "1,250", "25,000.500", "12.5"; thousands separated by commas or not at all. */
const numberPattern = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/;

/** The first number among the words of a cell ("1,250 BAGS" gives 1250), or null when it holds none. */
export function firstNumber(text: string): number | null {
  for (const word of text.split(' ')) {
    if (numberPattern.test(word)) return Number(word.replaceAll(',', ''));
  }
  return null;
}

export type MeasurementUnit = 'cbm' | 'cuft';

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Both units of a measurement printed in `unit`: the printed value as is, the other converted to 3 decimals. */
export function bothUnits(value: number, unit: MeasurementUnit): { cbm: number; measurementCubicFeet: number } {
  return unit === 'cbm'
    ? { cbm: value, measurementCubicFeet: round3(value / cubicMetresPerCubicFoot) }
    : { cbm: round3(value * cubicMetresPerCubicFoot), measurementCubicFeet: value };
}
