import type { TrendSummary } from '@portside/contracts/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { november } from './test/november';

const answer = (data: TrendSummary) => ({ body: { status: 'success', data, message: 'Trend summary' } });
const path = '/dashboard/trends/calculate';

const meter = (name: string) => screen.getByRole('meter', { name });
const chart = () => screen.getByRole('group', { name: 'Target, actual and projected CBM' });
/** The value shown under a stat's label. */
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const asked = (fetchMock: ReturnType<typeof signIn>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/analytics/trend/summary')
    .map((url) => url.search);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T04:00:00Z'));
});
afterEach(() => vi.restoreAllMocks());

describe('trend calculator', () => {
  it('opens on this month of both categories: bars on one scale, Today at the pace of today, short label, balance', async () => {
    const fetchMock = signIn('checker', { 'GET /analytics/trend/summary': () => answer(november()) });
    renderApp(path);
    expect(await screen.findByRole('meter', { name: 'Target' })).toHaveStyle({ width: '100%' });
    expect(meter('Actual')).toHaveStyle({ width: '60%' });
    expect(meter('Projected')).toHaveStyle({ width: '75%' });
    expect(meter('Projected')).toHaveAttribute('aria-valuetext', '7,500.00 CBM');
    expect(screen.getByRole('img', { name: 'Today, day 24 of 30' })).toHaveStyle({ left: '80%' });
    expect(screen.getByText('Projected 2,500.00 CBM short of target')).toBeInTheDocument();
    expect(screen.getByText('Balance: 666.67 CBM/day')).toBeInTheDocument();
    expect(screen.getByText('24 of 30 days elapsed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'November 2026', level: 3 })).toBeInTheDocument();
    // Weekly day labels on a ruler too narrow for more (jsdom measures 0 px), the last day always.
    const ruler = within(chart());
    for (const day of ['1', '8', '15', '22', '30']) expect(ruler.getByText(day)).toBeInTheDocument();
    expect(ruler.queryByText('29')).not.toBeInTheDocument();
    expect(asked(fetchMock)).toEqual(['?query=monthly&year=2026&month=11&by=both']);
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('November');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2026');
  });

  it("opens on the month the server's terminal calendar is in: New Year's Day while the browser's clock says Dec 31", async () => {
    vi.setSystemTime(new Date('2026-12-31T10:00:00Z')); // 6 pm in Manila: a browser clock running behind
    const fetchMock = signIn('checker', {
      'GET /settings/time-zone': () => ({ body: { timeZone: 'Asia/Manila', today: '2027-01-01' } }),
      'GET /analytics/trend/summary': () => answer(november()),
    });
    renderApp(path);
    await screen.findByRole('meter', { name: 'Target' });
    expect(asked(fetchMock)).toEqual(['?query=monthly&year=2027&month=1&by=both']);
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2027');
  });

  it('shows the seven stats', async () => {
    signIn('supervisor', { 'GET /analytics/trend/summary': () => answer(november()) });
    renderApp(path);
    await screen.findByRole('meter', { name: 'Target' });
    expect(stat('Target')).toBe('10,000.00 CBM');
    expect(stat('Actual')).toBe('6,000.00 CBM');
    expect(stat('Projected')).toBe('7,500.00 CBM');
    expect(stat('Remaining')).toBe('4,000.00 CBM');
    expect(stat('Remaining Days')).toBe('6');
    expect(stat('Target/Day')).toBe('333.33 CBM/day');
    expect(stat('Average/Day')).toBe('250.00 CBM/day');
  });

  it('scales to the projection when it passes the target, the ruler under the target, and says how far over', async () => {
    const over = november({
      actual: 10_400,
      projected: 13_000,
      remaining: 0,
      aboveTarget: 400,
      targetPerRemainingDay: 0,
    });
    signIn('checker', { 'GET /analytics/trend/summary': () => answer(over) });
    renderApp(path);
    expect(await screen.findByRole('meter', { name: 'Projected' })).toHaveStyle({ width: '100%' });
    expect(meter('Target')).toHaveStyle({ width: '76.923%' });
    expect(meter('Actual')).toHaveStyle({ width: '80%' });
    expect(screen.getByRole('img', { name: 'Today, day 24 of 30' })).toHaveStyle({ left: '61.538%' });
    expect(within(chart()).getByText('30').parentElement).toHaveStyle({ width: '76.923%' });
    // The label compares the projection with the target; Remaining is never negative and says how far above it is.
    expect(screen.getByText('Projected 3,000.00 CBM over target')).toBeInTheDocument();
    expect(screen.getByText('Balance: target reached')).toBeInTheDocument();
    expect(stat('Remaining')).toBe('Reached, 400.00 CBM above');
  });

  it('shows no Today marker for a period that does not hold today', async () => {
    const october = november({
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      daysInPeriod: 31,
      elapsedDays: 31,
      remainingDays: 0,
      projected: 6_000,
      targetPerRemainingDay: null,
    });
    signIn('checker', { 'GET /analytics/trend/summary': () => answer(october) });
    renderApp(`${path}?period=month&year=2026&month=10&category=arrastre`);
    expect(await screen.findByRole('meter', { name: 'Actual' })).toHaveStyle({ width: '60%' });
    expect(screen.queryByRole('img', { name: /^Today/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Today')).not.toBeInTheDocument();
    expect(screen.getByText('Projected 4,000.00 CBM short of target')).toBeInTheDocument();
    expect(screen.getByText('Balance: no days remain in this period')).toBeInTheDocument();
  });

  it('says that a period ahead has not started, and the balance as the target per day from its start', async () => {
    const december = november({
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
      daysInPeriod: 31,
      elapsedDays: 0,
      remainingDays: 31,
      target: 9_300,
      actual: 0,
      projected: 0,
      remaining: 9_300,
      targetPerDay: 300,
      averagePerDay: 0,
      targetPerRemainingDay: 300,
    });
    signIn('checker', { 'GET /analytics/trend/summary': () => answer(december) });
    renderApp(`${path}?period=month&year=2026&month=12`);
    expect(await screen.findByText('This period has not started yet')).toBeInTheDocument();
    expect(screen.queryByText(/short of target/)).not.toBeInTheDocument();
    expect(screen.getByText('Balance: 300.00 CBM/day from the start')).toBeInTheDocument();
  });

  it('says No target set and shows dashes for the stats that need a target', async () => {
    const untargeted = november({ target: null, remaining: null, targetPerDay: null, targetPerRemainingDay: null });
    signIn('checker', { 'GET /analytics/trend/summary': () => answer(untargeted) });
    renderApp(path);
    expect(await screen.findByRole('meter', { name: 'Projected' })).toHaveStyle({ width: '100%' });
    expect(screen.queryByRole('meter', { name: 'Target' })).not.toBeInTheDocument();
    expect(meter('Actual')).toHaveStyle({ width: '80%' });
    expect(within(chart()).getByText('No target set')).toBeInTheDocument();
    expect(stat('Target')).toBe('No target set');
    expect(stat('Remaining')).toBe('—');
    expect(stat('Target/Day')).toBe('—');
    expect(stat('Average/Day')).toBe('250.00 CBM/day');
    expect(screen.getByText('Balance: no target set')).toBeInTheDocument();
    expect(screen.queryByText(/over target|short of target/)).not.toBeInTheDocument();
  });

  it('shows the failure with Retry, and loads on Retry', async () => {
    let calls = 0;
    signIn('checker', {
      'GET /analytics/trend/summary': () =>
        ++calls === 1 ? { status: 503, body: { detail: 'down' } } : answer(november()),
    });
    const { user } = renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch trend summary');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('meter', { name: 'Target' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the message of an answer whose status is not success', async () => {
    signIn('checker', {
      'GET /analytics/trend/summary': () => ({ body: { status: 'error', data: null, message: 'No data available' } }),
    });
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('No data available');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says Invalid response format for a successful answer of the wrong shape', async () => {
    signIn('checker', {
      'GET /analytics/trend/summary': () => ({ body: { status: 'success', data: { actual: 'many' }, message: '' } }),
    });
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response format');
  });

  it('hides the month for a year period and asks for the year, naming months on the ruler', async () => {
    const year = november({
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
      daysInPeriod: 365,
      elapsedDays: 328,
      remainingDays: 37,
      target: 100_000,
    });
    const fetchMock = signIn('checker', { 'GET /analytics/trend/summary': () => answer(year) });
    const { router, user } = renderApp(path);
    await screen.findByRole('meter', { name: 'Target' });
    expect(screen.getByRole('combobox', { name: 'Month' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Year' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Month' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?period=year&year=2026&category=both');
    await waitFor(() => expect(asked(fetchMock).at(-1)).toBe('?query=yearly&year=2026&by=both'));
    expect(await screen.findByRole('heading', { name: '2026', level: 3 })).toBeInTheDocument();
    const ruler = within(chart());
    for (const month of ['Jan', 'Apr', 'Jul', 'Oct']) expect(ruler.getByText(month)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Today, day 328 of 365' })).toHaveStyle({ left: '89.863%' });
  });

  it('offers the last 6 years and keeps a choice in the URL', async () => {
    const fetchMock = signIn('checker', { 'GET /analytics/trend/summary': () => answer(november()) });
    const { router, user } = renderApp(path);
    await screen.findByRole('meter', { name: 'Target' });
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    const years = within(screen.getByRole('listbox', { name: 'Year', hidden: true }));
    expect(years.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
    ]);
    await user.click(years.getByRole('option', { name: '2024', hidden: true }));
    expect(router.state.location.search).toBe('?period=month&year=2024&month=11&category=both');
    await waitFor(() => expect(asked(fetchMock).at(-1)).toBe('?query=monthly&year=2024&month=11&by=both'));
  });

  it('cancels the call in flight when a control changes, and shows the new choice', async () => {
    const base = signIn('checker', {
      'GET /analytics/trend/summary': () => answer(november({ actual: 1_500, projected: 1_875 })),
    });
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/analytics/trend/summary') || signals.length > 0) return base(input, init);
      const signal = init?.signal as AbortSignal;
      signals.push(signal);
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Arrastre', hidden: true }));
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    expect(await screen.findByRole('meter', { name: 'Actual' })).toHaveStyle({ width: '15%' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(base.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('trend'))).toEqual([
      '/api/analytics/trend/summary?query=monthly&year=2026&month=11&by=arrastre',
    ]);
  });
});
