import { z } from 'zod';

/** `value` with exactly `places` decimal places, zeros added: ("1250.5", 2) is "1250.50", ("7", 2) is "7.00". */
export function withPlaces(value: string, places: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(places, '0')}`;
}

/**
 * A decimal number that is never a float (docs/decisions.md): a string of at most `digits` digits before the point
 * and `places` after it, never negative. A request may leave out places ("1250", "1250.5"); the value read, and every
 * answer, has exactly `places` ("1250.50"), as the numeric column keeps it.
 */
export function decimalSchema(message: string, { digits, places }: { digits: number; places: number }) {
  const written = new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${places}})?$`);
  const exact = new RegExp(`^\\d{1,${digits}}\\.\\d{${places}}$`);
  return z.codec(
    z
      .string({ error: message })
      .trim()
      .max(digits + places + 1, { error: message, abort: true })
      .regex(written, message),
    z.string().regex(exact, message),
    { decode: (value) => withPlaces(value, places), encode: (value) => value },
  );
}

/**
 * Whether a number sent as a JSON number has at most `places` decimals (12.345 and 7 for 3; not 12.3456, 1e-7 or
 * 0.1 + 0.2): its shortest spelling, as JavaScript writes it, has no more, so a column of that scale keeps it exactly
 * instead of rounding it without a word.
 */
export function hasAtMostPlaces(value: number, places: number): boolean {
  const written = String(value);
  if (!Number.isFinite(value) || /e/i.test(written)) return false;
  return (written.split('.')[1] ?? '').length <= places;
}

/** An amount of money: pesos with exactly two places on the wire ("1250.50"); numeric(digits + 2, 2) in the database. */
export const moneySchema = (message: string, digits = 10) => decimalSchema(message, { digits, places: 2 });

/** `value` (a non-negative decimal string with at most `places` places) as a whole number of 10^-places. */
export function scaled(value: string, places: number): bigint {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value.trim());
  const [, whole = '', fraction = ''] = match ?? [];
  if (!match || fraction.length > places) throw new Error(`not a decimal with ${places} places: ${value}`);
  return BigInt(whole + fraction.padEnd(places, '0'));
}

/** a / b rounded half up (a >= 0, b > 0). */
export const divideRounded = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/** A whole number of 10^-places written with exactly `places` places. */
export function decimal(units: bigint, places: number): string {
  const digits = units.toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
