import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { monitoring, openMonitoring, workOrder } from '../test/monitoring-fixtures';

describe('the monitoring page', { timeout: 20_000 }, () => {
  it('shows the vessel of the visit and the figures the server computed, in 24 hours on the terminal clock', async () => {
    openMonitoring();
    expect(await screen.findByRole('heading', { name: 'Monitoring' })).toBeInTheDocument();
    const vessel = await screen.findByText('MV Pacific Dawn');
    expect(vessel).toBeInTheDocument();
    expect(screen.getByText('V.2603')).toBeInTheDocument();
    expect(screen.getByText('#5 · WO-2026-00005')).toBeInTheDocument();
    expect(screen.getByText('Manila Shipping Agency')).toBeInTheDocument();

    const figures = (await screen.findByRole('heading', { name: 'Progress' })).closest('div') as HTMLElement;
    const figure = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(figure('Total moves')).toBe('35');
    expect(figure('First move')).toBe('2026-03-01 09:00');
    expect(figure('Last move')).toBe('2026-03-01 11:00');
    expect(figure('Balance to move')).toBe('25');
    expect(figure('Actual moves per hour')).toBe('17.5');
    expect(figure('Target completion')).toBe('2026-03-01 12:15');
    expect(figure('Estimated completion')).toBe('2026-03-01 12:26');
    expect(figure('Discharged BLs')).toBe('1 of 3');
    expect(figure('Discharged (CBM)')).toBe('22.8%');
  });

  it.each(['abc', '0', '1.5'])(
    'warns that no work order was given for the id %s, and asks the server nothing',
    async (id) => {
      const { fetchMock } = openMonitoring({}, `/operations/work-orders/${id}/monitoring`);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No work order was given: open the monitoring page from the Vessel Visit List.',
      );
      expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => /work-order/.test(url))).toEqual([]);
    },
  );

  it('says Failed to load work order: with the reason', async () => {
    openMonitoring({ 'GET /work-orders/5': () => ({ status: 404, body: { detail: 'Work order not found.' } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load work order: Work order not found.');
    expect(screen.queryByText('MV Pacific Dawn')).not.toBeInTheDocument();
    // Asking again would only be answered the same.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says Failed to load monitoring info: with the reason, under the vessel', async () => {
    openMonitoring({ 'GET /monitoring/work-order/5': () => ({ status: 500, body: { detail: 'boom' } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load monitoring info: the server answered with status 500',
    );
    expect(screen.getByText(workOrder.vessel.name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens the tab named in the address and keeps the chosen one there', async () => {
    const { user, router } = openMonitoring({}, '/operations/work-orders/5/monitoring?tab=tally');
    expect(await screen.findByRole('tab', { name: 'Tally', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Record tally' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Delays' }));
    expect(router.state.location.search).toBe('?tab=delays');
    expect(await screen.findByRole('button', { name: 'Add delay' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Monitoring' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('textbox', { name: 'Berth location' })).toHaveValue(monitoring.berthLocation);
  });
});
