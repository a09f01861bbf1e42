import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monitoring, onPhoneWidth, openMonitoring, sent, workOrder } from '../test/monitoring-fixtures';

/** The calls of one method to one path (without /api), with their query strings. */
const calls = (fetchMock: ReturnType<typeof openMonitoring>['fetchMock'], method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`);

describe('correcting a visit on the monitoring page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T02:20:30Z'));
    onPhoneWidth();
  });
  afterEach(() => vi.useRealTimers());

  it('edits a delay in a dialog that starts from it, and removes one after asking', async () => {
    const { user, fetchMock } = openMonitoring(
      {
        'PUT /work-orders/5/delays/1': () => ({ body: {} }),
        'DELETE /work-orders/5/delays/1': () => ({ body: {} }),
      },
      '/operations/work-orders/5/monitoring?tab=delays',
    );
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Edit the delay "Rain"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit delay' });
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveValue('Rain');
    await user.clear(reason);
    await user.type(reason, 'Crane breakdown');
    await user.click(within(dialog).getByRole('button', { name: 'Save delay' }));
    expect(await screen.findByText('Delay corrected.')).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT', '/work-orders/5/delays/1')).toEqual([
      expect.objectContaining({ reason: 'Crane breakdown', from_time: '2026-03-01T02:00:00.000Z' }),
    ]);
    // The version the dialog started from, so that a correction another clerk's overtook is refused.
    const [put] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(new Headers(put?.[1]?.headers).get('If-Match')).toBe('"812"');

    await user.click(within(card).getByRole('button', { name: 'Remove the delay "Rain"' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this delay?' });
    expect(confirm).toHaveTextContent('The delay "Rain" is removed from the log and from the time lost.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Delay removed.')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/work-orders/5/delays/1')).toHaveLength(1);
  });

  it('removes the tally of the hour and gang chosen, after asking, instead of leaving a 0', async () => {
    const { user, fetchMock } = openMonitoring(
      { 'DELETE /work-orders/5/productivity-logs': () => ({ body: {} }) },
      '/operations/work-orders/5/monitoring?tab=tally',
    );
    await user.click(await screen.findByRole('button', { name: 'Remove this tally' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this tally?' });
    expect(confirm).toHaveTextContent("Gang 1's 20 moves of");
    await user.click(within(confirm).getByRole('button', { name: 'Remove this tally' }));
    expect(await screen.findByText('Tally removed.')).toBeInTheDocument();
    const [removed] = calls(fetchMock, 'DELETE', '/work-orders/5/productivity-logs');
    expect(Object.fromEntries(removed?.searchParams ?? [])).toEqual({
      hour_start: '2026-03-01T02:00:00.000Z',
      gang: '1',
    });
  });

  it('puts a BL discharged by mistake back on board after asking, and shows the refusal of one that left', async () => {
    let answer: { status?: number; body?: unknown } = { body: { data: [] } };
    const { user, fetchMock } = openMonitoring(
      { 'DELETE /work-orders/5/discharges/13': () => answer },
      '/operations/work-orders/5/monitoring?tab=discharge',
    );
    await user.click(await screen.findByRole('radio', { name: /Discharged/ }));
    await user.click(await screen.findByRole('button', { name: 'Undo discharge of MNL-13' }));
    let confirm = await screen.findByRole('dialog', { name: 'Undo the discharge of MNL-13?' });
    await user.click(within(confirm).getByRole('button', { name: 'Undo discharge' }));
    expect(await screen.findByText('The discharge of MNL-13 is undone.')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/work-orders/5/discharges/13')).toHaveLength(1);

    const detail =
      'BL MNL-13 has packages out of the gate: a supervisor reverses its releases before its discharge is undone.';
    answer = { status: 409, body: { detail } };
    await user.click(await screen.findByRole('button', { name: 'Undo discharge of MNL-13' }));
    confirm = await screen.findByRole('dialog', { name: 'Undo the discharge of MNL-13?' });
    await user.click(within(confirm).getByRole('button', { name: 'Undo discharge' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes no record nor correction on a completed visit until a supervisor reopens it', async () => {
    const completed = { ...workOrder, status: 'completed' as const };
    openMonitoring(
      { 'GET /work-orders/5': () => ({ body: completed }) },
      '/operations/work-orders/5/monitoring?tab=tally',
    );
    expect(
      await screen.findByText('This visit is completed: a supervisor reopens it before its records are corrected.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record tally' })).not.toBeInTheDocument();
  });

  it("shows a completed visit's monitoring record read-only, and offers no departure to record", async () => {
    const completed = { ...workOrder, status: 'completed' as const };
    openMonitoring({ 'GET /work-orders/5': () => ({ body: completed }) }, '/operations/work-orders/5/monitoring');
    const berth = await screen.findByRole('textbox', { name: 'Berth location' });
    expect(berth).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Record departure' })).not.toBeInTheDocument();
  });

  it('takes corrections again on a completed visit a supervisor reopened', async () => {
    openMonitoring(
      {
        'GET /work-orders/5': () => ({ body: { ...workOrder, status: 'completed' } }),
        'GET /monitoring/work-order/5': () => ({ body: { ...monitoring, reopenedAt: '2026-03-01T01:00:00Z' } }),
      },
      '/operations/work-orders/5/monitoring?tab=tally',
    );
    expect(await screen.findByRole('button', { name: 'Remove this tally' })).toBeInTheDocument();
    expect(screen.queryByText(/a supervisor reopens it/)).not.toBeInTheDocument();
  });
});
