import { SimpleGrid, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../lib/format-number';
import { languageOf } from '../lib/languages';
import { monthNames, months } from '../lib/months';

/** A month's (or a half's) BL count and CBM. */
export type BlsAndCbm = { bls: number; cbm: number };
/** The halves of a year (spec 9): 1st January to June, 2nd July to December. */
export const halves = [1, 2] as const;
export type Half = (typeof halves)[number];

/** The months of a half, 1 to 6 or 7 to 12. */
export const monthsOfHalf = (half: Half) => months.slice((half - 1) * 6, half * 6);

type HalfYearTablesProps = {
  /** A month's figures (1 to 12). */
  figureOf: (month: number) => BlsAndCbm;
  /** A half's totals where the server gives them; else the sum of its months. */
  totalOf?: (half: Half) => BlsAndCbm;
  /** The words of the view's namespace: each half's caption, the columns, the totals row. */
  labels: { halves: Record<Half, string>; month: string; bls: string; cbm: string; total: string };
};

/** BL counts and CBM per month, one table per half of the year (Jan to Jun, Jul to Dec), each with its total. */
export function HalfYearTables({ figureOf, totalOf, labels }: HalfYearTablesProps) {
  const { i18n } = useTranslation();
  const names = monthNames(languageOf(i18n.resolvedLanguage).locale, 'long');
  const format = useFormatNumber();
  const sumOf = (half: Half) =>
    monthsOfHalf(half)
      .map(figureOf)
      .reduce((sum, figure) => ({ bls: sum.bls + figure.bls, cbm: sum.cbm + figure.cbm }), { bls: 0, cbm: 0 });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {halves.map((half) => {
        const caption = labels.halves[half];
        const total = totalOf?.(half) ?? sumOf(half);
        return (
          <Table key={half} withTableBorder striped aria-label={caption} captionSide="top">
            <Table.Caption fw={700} c="dark.9">
              {caption}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{labels.month}</Table.Th>
                <Table.Th ta="end">{labels.bls}</Table.Th>
                <Table.Th ta="end">{labels.cbm}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {monthsOfHalf(half).map((month) => {
                const figure = figureOf(month);
                return (
                  <Table.Tr key={month}>
                    <Table.Td>{names[month - 1]}</Table.Td>
                    <Table.Td ta="end">{format.count(figure.bls)}</Table.Td>
                    <Table.Td ta="end">{format.cbm(figure.cbm)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Td>{labels.total}</Table.Td>
                <Table.Td ta="end">{format.count(total.bls)}</Table.Td>
                <Table.Td ta="end">{format.cbm(total.cbm)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        );
      })}
    </SimpleGrid>
  );
}
