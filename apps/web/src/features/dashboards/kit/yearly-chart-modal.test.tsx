import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-app';
import { YearlyChartModal } from './yearly-chart-modal';

const yearly = {
  data: [
    { year: 2025, stevedoring: 1200.5, arrastre: 300 },
    { year: 2026, stevedoring: 800, arrastre: 0 },
  ],
};
const open = () => renderWithProviders(<YearlyChartModal opened onClose={() => {}} fromYear={2025} toYear={2026} />);

describe('yearly chart modal', () => {
  it('asks for the filter years and hides or shows a category from its legend entry', async () => {
    const api = signIn('checker', { 'GET /reports/yearly': () => ({ body: yearly }) });
    const { user } = open();
    expect(screen.getByText('CBM per category, 2025 to 2026')).toBeInTheDocument();
    const arrastre = await screen.findByRole('button', { name: 'Arrastre' });
    const url = new URL(String(api.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(url.search).toBe('?from_year=2025&to_year=2026');
    expect(arrastre).toHaveAttribute('aria-pressed', 'true');
    await user.click(arrastre);
    expect(arrastre).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Stevedoring' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(arrastre);
    expect(arrastre).toHaveAttribute('aria-pressed', 'true');
  });

  it('says No data available when the years hold no volume', async () => {
    signIn('checker', {
      'GET /reports/yearly': () => ({ body: { data: [{ year: 2025, stevedoring: 0, arrastre: 0 }] } }),
    });
    open();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('says Failed to fetch data with Retry, and Invalid response format for a wrong shape', async () => {
    let calls = 0;
    signIn('checker', {
      'GET /reports/yearly': () => (++calls === 1 ? { status: 500 } : { body: { rows: [] } }),
    });
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Invalid response format')).toBeInTheDocument();
  });
});
