import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { consignee, consigneesAnswer, overviewAnswer, overviewHandlers } from './test/overview-answers';

const thisYear = new Date().getFullYear();
const card = (name: string) => screen.findByRole('article', { name });
const yearOptions = () => screen.getByRole('listbox', { name: 'Year', hidden: true });
const callsTo = (api: ReturnType<typeof signIn>, path: string) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`);

afterEach(() => vi.restoreAllMocks());

describe('overview dashboard', () => {
  it('shows each category CBM of the year on a card, compact, with its change against last year through the same day and its last two months', async () => {
    const api = signIn('checker', overviewHandlers());
    renderApp('/dashboard');
    const stevedoring = await card(`Stevedoring CBM, ${thisYear}`);
    expect(within(stevedoring).getByText('12.35k')).toBeInTheDocument();
    expect(
      within(stevedoring).getByText(`+23.5% against ${thisYear - 1} through Nov 24 (10.00k CBM)`),
    ).toBeInTheDocument();
    const arrastre = await card(`Arrastre CBM, ${thisYear}`);
    expect(within(arrastre).getByText('1.50M')).toBeInTheDocument();
    expect(within(arrastre).getByText(`-6.3% against ${thisYear - 1} through Nov 24 (1.60M CBM)`)).toBeInTheDocument();
    // Spec 9's trend change, as the server gives it, naming the two months it compares.
    expect(within(stevedoring).getByText('+12.5% in Mar against Jan')).toBeInTheDocument();
    expect(within(arrastre).getByText('No monthly trend: fewer than two months with volume')).toBeInTheDocument();
    expect(callsTo(api, '/reports/overview').map((url) => url.search)).toEqual([`?year=${thisYear}`]);
  });

  it('shows the summary table with a total row, and the top contributors (those with volume)', async () => {
    signIn(
      'checker',
      overviewHandlers({
        'GET /reports/arrastre-summary': () => ({
          body: consigneesAnswer([consignee('ACME TRADING', 300), consignee('BILLED ONLY', 0)]),
        }),
      }),
    );
    renderApp('/dashboard');
    const summary = await screen.findByRole('region', { name: `Summary, ${thisYear}` });
    const rows = within(summary)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Stevedoring', '12,345.68', '1,500', '120', '₱123,456.78'],
      ['Arrastre', '1,500,000.00', '1,500', '120', '₱123,456.78'],
      ['Total', '1,512,345.68', '3,000', '240', '₱246,913.56'],
    ]);
    const agents = await screen.findByRole('list', { name: 'Top shipping agents (stevedoring)' });
    expect(
      within(agents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Harbor Star Shipping5,200.00', 'Pacific Lines Agency2,100.50']);
    const consignees = await screen.findByRole('list', { name: 'Top consignees (arrastre)' });
    expect(
      within(consignees)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ACME TRADING300.00']);
  });

  it('shows the descriptions as at most 6 slices with Others, percentages by largest remainder, 50% or more marked', async () => {
    signIn('checker', overviewHandlers());
    renderApp('/dashboard');
    const legend = await screen.findByRole('list', { name: 'Descriptions of goods' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'RICE250.0063%',
      'STEEL COILS50.0013%',
      'CEMENT40.0010%',
      'VEHICLES30.007%',
      'FERTILIZER20.005%',
      'Others10.002%',
    ]);
    expect(within(items[0] as HTMLElement).getByText('63%').tagName).toBe('MARK');
    expect(within(items[1] as HTMLElement).getByText('13%').tagName).not.toBe('MARK');
    const split = await screen.findByRole('list', { name: 'Stevedoring and arrastre' });
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Stevedoring12,345.681%', 'Arrastre1,500,000.0099%']);
    expect(within(split).getByText('99%').tagName).toBe('MARK');
  });

  it('colours the bar of 300 CBM green and that of 297 CBM red, on an axis to 115%', async () => {
    // recharts draws only in a measured box.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 300 }),
    );
    signIn('checker', overviewHandlers());
    renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'CBM of the top consignees' });
    await waitFor(() => expect(panel.querySelectorAll('path.recharts-rectangle')).toHaveLength(2));
    const bars = [...panel.querySelectorAll('path.recharts-rectangle')];
    expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual([
      'var(--mantine-color-green-6)',
      'var(--mantine-color-red-6)',
    ]);
    // The 600 px chart less the 230 px of names; the axis reaches 345 CBM (115% of 300).
    expect(Number(bars[0]?.getAttribute('width'))).toBeCloseTo((370 * 300) / 345, 3);
  });

  it('asks again for another year, cancelling the call of the year left, and keeps the year in the URL', async () => {
    const api = signIn('checker', overviewHandlers());
    const aborted: boolean[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/reports/overview' || url.searchParams.get('year') !== String(thisYear - 2)) {
        return api(input, init);
      }
      // The call of the year left never answers: only its cancellation ends it.
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => {
          aborted.push(true);
          reject(init.signal?.reason);
        }),
      );
    });
    const { router, user } = renderApp('/dashboard');
    await card(`Stevedoring CBM, ${thisYear}`);
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(within(yearOptions()).getByRole('option', { name: String(thisYear - 2), hidden: true }));
    expect(router.state.location.search).toBe(`?year=${thisYear - 2}`);
    // While the year chosen loads, the year left's figures are not shown under its heading: a loader is.
    await waitFor(() => expect(screen.queryByRole('article', { name: `Stevedoring CBM, ${thisYear}` })).toBeNull());
    expect(screen.queryByRole('article', { name: `Stevedoring CBM, ${thisYear - 2}` })).toBeNull();
    expect(screen.getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(within(yearOptions()).getByRole('option', { name: String(thisYear - 1), hidden: true }));
    await waitFor(() => expect(aborted).toEqual([true]));
    // A past year is compared with the whole year before it.
    const past = await card(`Stevedoring CBM, ${thisYear - 1}`);
    expect(within(past).getByText(`+23.5% against ${thisYear - 2} (10.00k CBM)`)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?year=${thisYear - 1}`);
    expect(callsTo(api, '/reports/arrastre-summary').map((url) => url.search)).toContain(
      `?year=${thisYear - 1}&category=arrastre`,
    );
  });

  it('says Overview payload missing summary array, and loads the cards on Retry', async () => {
    let calls = 0;
    signIn(
      'supervisor',
      overviewHandlers({
        'GET /reports/overview': () =>
          ++calls === 1 ? { body: { data: { year: thisYear } } } : { body: overviewAnswer(thisYear) },
      }),
    );
    const { user } = renderApp('/dashboard');
    // The cards' part and the split donut (one answer) both say it.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const alerts = screen.getAllByRole('alert');
    for (const alert of alerts) expect(alert).toHaveTextContent('Overview payload missing summary array');
    await user.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await card(`Stevedoring CBM, ${thisYear}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says no valid categories, and Failed to load overview summary when the server fails', async () => {
    let calls = 0;
    signIn(
      'checker',
      overviewHandlers({
        'GET /reports/overview': () =>
          ++calls === 1
            ? { body: { data: { year: thisYear, summary: [{ name: 'pilotage', totalCbm: 5 }] } } }
            : { status: 500, body: { detail: 'boom' } },
      }),
    );
    const { user } = renderApp('/dashboard');
    const summary = () => screen.getAllByRole('alert')[0] as HTMLElement;
    await waitFor(() => expect(summary()).toHaveTextContent('no valid categories'));
    await user.click(within(summary()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Failed to load overview summary'));
    const split = screen.getByRole('region', { name: 'Stevedoring and arrastre' });
    expect(within(split).getByRole('alert')).toHaveTextContent('Failed to load mini charts');
  });

  it('says when the contributors and the mini charts failed or hold nothing', async () => {
    signIn(
      'checker',
      overviewHandlers({
        'GET /reports/arrastre-summary': () => ({ body: consigneesAnswer([]) }),
        'GET /reports/stevedoring-summary': () => ({ status: 503 }),
        'GET /reports/description-summary': () => ({ status: 500 }),
      }),
    );
    renderApp('/dashboard');
    const agents = await screen.findByRole('region', { name: 'Top shipping agents (stevedoring)' });
    expect(await within(agents).findByRole('alert')).toHaveTextContent('Failed to load contributor charts');
    const consignees = screen.getByRole('region', { name: 'Top consignees (arrastre)' });
    expect(await within(consignees).findByText('No contributor data available.')).toBeInTheDocument();
    const descriptions = screen.getByRole('region', { name: 'Descriptions of goods' });
    expect(await within(descriptions).findByRole('alert')).toHaveTextContent('Failed to load mini charts');
    expect(screen.getByRole('region', { name: 'CBM of the top consignees' })).toHaveTextContent('No data available');
  });

  it('says Failed to load client data when the stevedoring details by consignee fail', async () => {
    signIn(
      'checker',
      overviewHandlers({
        'GET /reports/arrastre-summary': ({ url }) =>
          url.searchParams.get('category') === 'stevedoring'
            ? { status: 500 }
            : { body: consigneesAnswer([consignee('ACME TRADING', 300)]) },
      }),
    );
    renderApp('/dashboard');
    const details = await screen.findByRole('region', { name: 'Stevedoring details by consignee' });
    expect(await within(details).findByRole('alert')).toHaveTextContent('Failed to load client data');
  });

  it('lists the stevedoring details of the filter by consignee with the totals, and links the report of the year', async () => {
    const api = signIn(
      'checker',
      overviewHandlers({
        'GET /reports/arrastre-summary': ({ url }) => ({
          body:
            url.searchParams.get('category') === 'stevedoring'
              ? consigneesAnswer([consignee('ACME TRADING', 1200.456), consignee('', 80)])
              : consigneesAnswer([consignee('ACME TRADING', 300)]),
        }),
      }),
    );
    const { router, user } = renderApp(`/dashboard?year=${thisYear - 1}&month=${thisYear}-03`);
    const details = await screen.findByRole('region', { name: 'Stevedoring details by consignee' });
    await within(details).findByText('ACME TRADING');
    expect(
      within(details)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      [],
      ['ACME TRADING', '40', '1,200.46', '₱1,000.50'],
      ['(Unknown)', '40', '80.00', '₱1,000.50'],
      ['Total', '80', '1,280.46', '₱2,001.00'],
    ]);
    expect(callsTo(api, '/reports/arrastre-summary').map((url) => url.search)).toContain(
      `?month=${thisYear}-03&category=stevedoring`,
    );
    await user.click(screen.getByRole('link', { name: 'Report generator' }));
    expect(router.state.location.pathname).toBe('/dashboard/reports/OverViewDashboard');
    expect(router.state.location.search).toBe(`?year=${thisYear - 1}`);
  });
});
