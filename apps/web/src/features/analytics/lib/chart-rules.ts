import { cbmColourThreshold } from '@portside/contracts/reports';

/** Spec 9: a bar of at least 300 CBM is green, below it red (Mantine colour names). */
export const cbmBarColour = (cbm: number) => (cbm >= cbmColourThreshold ? 'green.6' : 'red.6');

/** Spec 9: a value axis reaches 115% of the largest value (a little room above the tallest bar); 1 when all are 0. */
export const axisMaximum = (values: readonly number[]) => {
  const largest = Math.max(0, ...values);
  return largest > 0 ? Math.ceil(largest * 1.15) : 1;
};

/** Spec 9: chart palette (Mantine colour names, seven to eight colours). */
export const chartPalette = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'lime.7', 'pink.6', 'indigo.6'];

/** Fixed colours: each category, and our own operators (always the first palette colour, so ours read alike). */
export const categoryColours = { stevedoring: 'blue.6', arrastre: 'orange.6' } as const;
export const ownOperatorColour = 'blue.6';
export const othersColour = 'gray.5';

/** Shades of our own colour for a second and third own operator, so two of ours are told apart. */
const ownShades = [ownOperatorColour, 'blue.9', 'blue.3'];

const hashOf = (name: string) => {
  let hash = 0;
  for (const character of name.toUpperCase()) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash;
};

/**
 * The colours of the names one chart shows, in their order: ours in our shades, the others by hash into the palette
 * (spec 9), a name whose colour another shown name already has taking the next free one, so no two series of a chart
 * look alike while the palette lasts.
 */
export function seriesColours(names: readonly { name: string; own?: boolean }[]): string[] {
  const others = chartPalette.slice(1);
  const taken = new Set<string>();
  let ours = 0;
  return names.map(({ name, own }) => {
    if (own) return ownShades[Math.min(ours++, ownShades.length - 1)] ?? ownOperatorColour;
    const start = hashOf(name) % others.length;
    const free = others.map((_, step) => others[(start + step) % others.length] ?? othersColour);
    const colour = free.find((candidate) => !taken.has(candidate)) ?? free[0] ?? othersColour;
    taken.add(colour);
    return colour;
  });
}

/** seriesColours by name: `colourOf(name)` for each shown name (Others' grey for a name not among them). */
export function coloursByName(names: readonly { name: string; own?: boolean }[]) {
  const colours = new Map(names.map((entry, index) => [entry.name, seriesColours(names)[index] ?? othersColour]));
  return (name: string) => colours.get(name) ?? othersColour;
}

/** Spec 9: CBM totals of a million and more are written with M, of a thousand and more with k (2 decimals). */
export function compactCbm(value: number, locale: string): string {
  const format = (scaled: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(scaled);
  // By the value as rounded to 2 decimals of its unit: 999,999 is 1.00M, not 1,000.00k.
  const size = Math.round(Math.abs(value) * 100) / 100;
  if (size >= 999_995) return `${format(value / 1_000_000)}M`;
  if (size >= 1_000) return `${format(value / 1_000)}k`;
  return format(value);
}

/** The `count` years up to this one, newest first (spec 9's year selectors). */
export const lastYears = (count: number, today = new Date()) =>
  Array.from({ length: count }, (_, index) => today.getFullYear() - index);
