/** Digits, optionally grouped by thousands with spaces (12 500): a comma or a point means a decimal somewhere. */
const wholeNumber = /^(\d{1,9}|\d{1,3}( \d{3}){1,2})$/;

/**
 * The digits as typed in any of our languages made ASCII: full-width ones (a Japanese or Chinese keyboard) by NFKC,
 * Arabic-Indic and Urdu's extended ones by their place in Unicode.
 */
function asciiDigits(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** What a count field holds for the text typed: '' when empty, the number, or NaN when it is not a whole number. */
export function readWholeNumber(text: string): number | '' {
  const trimmed = asciiDigits(text).trim();
  if (trimmed === '') return '';
  return wholeNumber.test(trimmed) ? Number(trimmed.replace(/ /g, '')) : Number.NaN;
}
