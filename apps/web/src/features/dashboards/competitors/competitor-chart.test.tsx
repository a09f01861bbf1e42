import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { competitorChart, shownTotals } from './competitor-chart';
import { MonthTooltip } from './monthly-performance';

const operator = (name: string, own: boolean, volumes: number[]) => ({
  name,
  own,
  totalVolume: 0,
  packages: 0,
  bls: 0,
  monthlyData: volumes.map((volume, index) => ({ month: index + 1, volume })),
});
// Ten competitors and one of ours (the smallest), in both categories.
const answer = {
  year: 2026,
  stevedoring: [
    ...Array.from({ length: 10 }, (_, index) => operator(`RIVAL ${index + 1}`, false, [100 - index, 0, 5])),
    operator('PORTSIDE', true, [1, 1, 1]),
  ],
  arrastre: [operator('RIVAL 1', false, [10, 0, 0])],
};

describe('the competitor chart', () => {
  it('keeps our operators, the largest others of the months shown, and the rest as Others: 8 series', () => {
    const { series, data } = competitorChart(answer, { fromMonth: 1, toMonth: 2 });
    expect(series.map((entry) => entry.name)).toEqual([
      'PORTSIDE',
      'RIVAL 1',
      'RIVAL 2',
      'RIVAL 3',
      'RIVAL 4',
      'RIVAL 5',
      'RIVAL 6',
      '',
    ]);
    expect(series[0]).toMatchObject({ own: true, colour: expect.stringMatching(/^blue\./) });
    expect(series.at(-1)).toMatchObject({ others: true, colour: 'gray.5' });
    // One name in both categories is one operator; Others holds RIVAL 7 to 10.
    expect(data).toEqual([
      expect.objectContaining({ month: 1, operator0: 1, operator1: 110, others: 94 + 93 + 92 + 91 }),
      expect.objectContaining({ month: 2, operator1: 0, others: 0 }),
    ]);
  });

  it('narrows to the slider months: the months charted, the badges and who is shown', () => {
    const { series, data } = competitorChart(answer, { fromMonth: 3, toMonth: 3 });
    expect(data.map((row) => row.month)).toEqual([3]);
    // In March the rivals are level (5 each): the first seven in the answer's order, then Others.
    expect(series).toHaveLength(8);
    expect(shownTotals(answer, { fromMonth: 3, toMonth: 3 })).toEqual({ total: 51, stevedoring: 51, arrastre: 0 });
    expect(shownTotals(answer, { fromMonth: 1, toMonth: 12 }).arrastre).toBe(10);
  });

  it('gives each operator its CBM and its share of the month in the tooltip, the shares totalling 100', () => {
    const series = [
      { key: 'operator0', name: 'PORTSIDE', own: true, others: false, colour: 'blue.6' },
      { key: 'operator1', name: 'RIVAL', own: false, others: false, colour: 'teal.6' },
      { key: 'others', name: '', own: false, others: true, colour: 'gray.5' },
    ];
    renderWithProviders(
      <MonthTooltip
        month="Jan"
        series={series}
        label={(entry) => (entry.others ? 'Others' : entry.name)}
        payload={[
          { dataKey: 'operator0', value: 1 },
          { dataKey: 'operator1', value: 1 },
          { dataKey: 'others', value: 1 },
        ]}
      />,
    );
    const rows = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['PORTSIDE1.00 CBM, 34%', 'RIVAL1.00 CBM, 33%', 'Others1.00 CBM, 33%']);
  });
});
