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
/** A line chart's months: the first and last sit inside the plot, so that their labels are not cut at its edges. */
export const monthAxisProps = { padding: { left: 20, right: 20 } };
/** A BL's payment on a chart: paid in teal, payable (billed, no OR) in orange, not billed in blue. */
export const paymentColours = { paid: 'teal.6', payable: 'orange.6', notBilled: 'blue.6' } as const;
/** Dark shades of the same for text (at least 4.5:1 on white, WCAG AA). */
export const paymentTextColours = { paid: 'teal.9', payable: 'orange.9', notBilled: 'blue.9' } as const;

/** Shades of our own colour, so two of our operators on one chart are told apart. */
const ownShades = [ownOperatorColour, 'blue.9', 'blue.3'];

const hashOf = (name: string) => {
  let hash = 0;
  for (const character of name.toUpperCase()) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash;
};

/**
 * The colour of `name`: the one of the first `hashed` colours of `pool` its hash falls on, else the next one in the
 * pool that no other name of the chart has taken.
 */
function pick(name: string, pool: readonly string[], taken: Set<string>, hashed = pool.length) {
  const start = hashOf(name) % hashed;
  const turns = pool.map((_, step) => pool[(start + step) % pool.length] ?? othersColour);
  const colour = turns.find((candidate) => !taken.has(candidate)) ?? turns[0] ?? othersColour;
  taken.add(colour);
  return colour;
}

/**
 * The colours of the names one chart shows, in their order (spec 9): ours in our blues, the others in the rest of the
 * palette, each by the hash of its name, so a name has the same colour on every chart unless another name of the same
 * chart already has it: then it takes the next free one, and no two series of a chart look alike while the palette
 * lasts (our blue too goes to the others on a chart that shows none of ours).
 */
export function seriesColours(names: readonly { name: string; own?: boolean }[]): string[] {
  const others = chartPalette.slice(1);
  const pool = names.some((entry) => entry.own) ? others : [...others, ownOperatorColour];
  const taken = new Set<string>();
  // Ours first, so that a clash moves the others, never ours.
  const ours = new Map(
    names.filter((entry) => entry.own).map((entry) => [entry.name, pick(entry.name, ownShades, taken)]),
  );
  return names.map(({ name, own }) =>
    own ? (ours.get(name) ?? ownOperatorColour) : pick(name, pool, taken, others.length),
  );
}

/** seriesColours by name: `colourOf(name)` for each shown name (Others' grey for a name not among them). */
export function coloursByName(names: readonly { name: string; own?: boolean }[]) {
  const shown = seriesColours(names);
  const colours = new Map(names.map((entry, index) => [entry.name, shown[index] ?? othersColour]));
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

/** The `count` years up to `thisYear`, newest first (spec 9's year selectors). */
export const lastYears = (count: number, thisYear: number) =>
  Array.from({ length: count }, (_, index) => thisYear - index);
