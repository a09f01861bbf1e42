import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-app';
import { OperatorBls } from './operator-bls';

const bl = (id: number) => ({
  id,
  blNo: `BL-${id}`,
  vesselName: 'MV Coral',
  voyageNumber: '7',
  arrivalDate: '2026-03-14',
  volume: 1.5,
  packages: 2,
  description: 'Steel coils',
  categories: ['arrastre'],
});
const base = '/analytics/competitors/HARBOR%20STAR%20ARRASTRE/consignees/id%3A12';
const range = { start: '2026-01-01', end: '2027-01-01', by: 'arrastre' } as const;
const totals = { totalVolume: 375, packages: 500, bls: 250 };

/** 250 BLs in pages of 100: the cursor names the first BL of the page. */
function pageOf(url: URL) {
  const from = Number(url.searchParams.get('cursor') ?? 0);
  const items = Array.from({ length: Math.min(100, 250 - from) }, (_, index) => bl(from + index + 1));
  return { body: { items, nextCursor: from + 100 < 250 ? String(from + 100) : null } };
}

function open(handlers: Parameters<typeof signIn>[1] = {}) {
  const api = signIn('supervisor', {
    [`GET ${base}/bls`]: ({ url }) => pageOf(url),
    [`GET ${base}/packages-by-description`]: () => ({
      body: {
        items: Array.from({ length: 12 }, (_, index) => ({
          label: `Goods ${index + 1}`,
          packages: 20 - index,
          volume: 1,
        })),
        total: { packages: 300, volume: 12, rows: 14 },
      },
    }),
    ...handlers,
  });
  const onBack = vi.fn();
  const rendered = renderWithProviders(
    <OperatorBls
      operator="HARBOR STAR ARRASTRE"
      party={{ kind: 'consignee', key: 'id:12', name: 'ACME TRADING' }}
      range={range}
      totals={totals}
      onBack={onBack}
    />,
  );
  const cursors = () =>
    api.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/bls'))
      .map((url) => url.searchParams.get('cursor'));
  return { ...rendered, onBack, cursors, api };
}

describe('OperatorBls', () => {
  it('pages by cursor, Previous back through the cursors seen, Next only while there is a next cursor', async () => {
    const { user, cursors, api } = open();
    expect(await screen.findByText('BL-1')).toBeInTheDocument();
    const url = new URL(String(api.mock.calls.find(([u]) => String(u).includes('/bls'))?.[0]), 'http://localhost');
    expect(url.search).toBe('?start=2026-01-01&end=2027-01-01&by=arrastre&limit=100');
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(await screen.findByText('BL-101')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('BL-250')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('BL-101')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('BL-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Each page as asked for, the pages gone back to read again (they may have changed).
    expect(cursors()).toEqual([null, '100', '200', '100', null]);
  });

  it('totals the level with the row clicked, and shows packages by description in 10 slices', async () => {
    const { user, onBack } = open();
    const table = await screen.findByRole('table');
    const footer = within(table).getAllByRole('row').at(-1);
    expect(footer).toHaveTextContent('Total, 250 BLs');
    expect(footer).toHaveTextContent('500');
    expect(footer).toHaveTextContent('375.00');
    const legend = await screen.findByRole('list', { name: 'Packages by description' });
    const slices = within(legend).getAllByRole('listitem');
    expect(slices).toHaveLength(10);
    // 9 descriptions and Others: the 3 listed beyond them (11 + 10 + 9) and the 126 the server did not list.
    expect(slices.at(-1)).toHaveTextContent('Others15652%');
    const first = within(legend).getByRole('button', { name: 'Goods 1' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('says the spec sentences when empty or failing', async () => {
    open({
      [`GET ${base}/bls`]: () => ({ body: { items: [], nextCursor: null } }),
      [`GET ${base}/packages-by-description`]: () => ({ status: 500 }),
    });
    expect(await screen.findByText('No BLs found for this consignee.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch packages by description');
  });

  it('says Failed to fetch BLs with Retry', async () => {
    open({ [`GET ${base}/bls`]: () => ({ status: 500 }) });
    const alert = await screen.findByText('Failed to fetch BLs');
    expect(alert.closest('[role=alert]')).toHaveTextContent('Retry');
  });
});
