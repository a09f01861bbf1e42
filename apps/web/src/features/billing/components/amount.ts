import { useFormatNumber } from '../../../lib/format-number';

/**
 * Pesos as the locale writes them with two places. The server computes every amount as a decimal string; it is only
 * read into a number here, to be shown, never to be computed with.
 */
export function useFormatAmount() {
  const format = useFormatNumber();
  return (amount: string) => format.cbm(Number(amount));
}
