import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { consignee, consigneesAnswer, overviewHandlers } from './test/overview-answers';
// Loaded with the file rather than by the route inside the first test: on a busy machine that first lazy import (the
// page, its tables and its print styles) took most of the test's time.
import './overview-report-page';

const year = new Date().getFullYear() - 1;
const path = `/dashboard/reports/OverViewDashboard?year=${year}`;

/** A table's header, body rows and totals line, as text. */
const tableText = async (name: string) => {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

afterEach(() => vi.restoreAllMocks());

describe('overview report', () => {
  it('prints the year as numbers: summary, months, contributors, descriptions and stevedoring details', async () => {
    const api = signIn(
      'checker',
      overviewHandlers({
        'GET /reports/arrastre-summary': ({ url }) => ({
          body: consigneesAnswer(
            url.searchParams.get('category') === 'stevedoring'
              ? [consignee('ACME TRADING', 1200.456)]
              : [consignee('BLUE OCEAN FOODS', 297)],
          ),
        }),
      }),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderApp(path);
    expect(await screen.findByRole('heading', { name: `Overview report ${year}` })).toBeInTheDocument();
    expect(await tableText(`Summary, ${year}`)).toEqual([
      ['Category', 'Total CBM', 'Packages', 'BLs', 'Net revenue'],
      ['Stevedoring', '12,345.68', '1,500', '120', '₱123,456.78'],
      ['Arrastre', '1,500,000.00', '1,500', '120', '₱123,456.78'],
      ['Total', '1,512,345.68', '3,000', '240', '₱246,913.56'],
    ]);
    const months = await tableText(`CBM per month, ${year}`);
    expect(months).toHaveLength(14);
    expect(months[0]).toEqual(['Month', 'Stevedoring', 'Arrastre', 'Total']);
    expect(months[1]).toEqual(['January', '6,172.84', '750,000.00', '756,172.84']);
    expect(months[2]).toEqual(['February', '0.00', '0.00', '0.00']);
    expect(months[13]).toEqual(['Total', '12,345.68', '1,500,000.00', '1,512,345.68']);
    expect(await tableText('Top consignees (arrastre)')).toEqual([
      ['Consignee', 'Total CBM', 'Packages', 'BLs', 'Net revenue'],
      ['BLUE OCEAN FOODS', '297.00', '40', '3', '₱1,000.50'],
    ]);
    expect((await tableText('Top shipping agents (stevedoring)'))[1]).toEqual([
      'Harbor Star Shipping',
      '4',
      '5,200.00',
      '300',
      '20',
      '₱52,000.00',
    ]);
    const descriptions = await tableText('Descriptions of goods');
    expect(descriptions.map((row) => row.at(-1))).toEqual(['Share (%)', '63', '13', '10', '7', '5', '2', '100']);
    expect(descriptions.at(-2)).toEqual(['Others', '10.00', '12', '2']);
    expect(await tableText('Stevedoring details by consignee')).toEqual([
      ['Consignee', 'Packages', 'Total CBM', 'Net revenue'],
      ['ACME TRADING', '40', '1,200.46', '₱1,000.50'],
      ['Total', '40', '1,200.46', '₱1,000.50'],
    ]);
    const asked = api.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search);
    expect(asked).toContain(`?year=${year}&category=stevedoring`);
    expect(asked).toContain(`?year=${year}&limit=5`);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says which part failed, with Retry, and the rest still shows', async () => {
    let calls = 0;
    signIn(
      'supervisor',
      overviewHandlers({
        'GET /reports/overview': () => ({ body: { data: { year } } }),
        'GET /reports/stevedoring-summary': () => (++calls === 1 ? { status: 500 } : { body: { data: [] } }),
      }),
    );
    const { user } = renderApp(path);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Overview payload missing summary arrayRetry',
      'Failed to load contributor chartsRetry',
    ]);
    await user.click(within(alerts[1] as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Invalid response format')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Stevedoring details by consignee' })).toBeInTheDocument();
  });
});
