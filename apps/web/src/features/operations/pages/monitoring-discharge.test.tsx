import { operationMessages } from '@portside/contracts/operations';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monitoring, onPhoneWidth, openMonitoring, sent, visitItems, workOrder } from '../test/monitoring-fixtures';

const dischargeTab = '/operations/work-orders/5/monitoring?tab=discharge';
const marked = (count: number) => () => ({ body: { discharged: count } });

describe('marking BLs discharged', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T05:45:10Z'));
    onPhoneWidth();
  });
  afterEach(() => vi.useRealTimers());

  it('marks one BL at now with the packages counted, the manifested count by default', async () => {
    const { user, fetchMock } = openMonitoring({ 'POST /work-orders/5/discharges': marked(1) }, dischargeTab);
    await user.click(await screen.findByRole('button', { name: 'Mark MNL-12 discharged' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark MNL-12 discharged' });
    expect(within(dialog).getByRole('button', { name: 'Discharged at' })).toHaveTextContent('2026-03-01 13:45');
    const packages = within(dialog).getByRole('textbox', { name: 'Packages counted' });
    expect(packages).toHaveValue('15');
    expect(packages).toHaveAttribute('inputmode', 'numeric');
    await user.clear(packages);
    await user.type(packages, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Mark discharged' }));

    expect(await screen.findByText('1 BL marked discharged.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/work-orders/5/discharges')).toEqual([
      { handled_at: '2026-03-01T05:45:00.000Z', items: [{ item_id: 12, packages: 14 }] },
    ]);
  });

  it('marks the chosen BLs with their manifested packages', async () => {
    const { user, fetchMock } = openMonitoring({ 'POST /work-orders/5/discharges': marked(2) }, dischargeTab);
    const markSelected = await screen.findByRole('button', { name: 'Mark selected discharged (0)' });
    expect(markSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'MNL-11' }));
    await user.click(screen.getByRole('checkbox', { name: 'MNL-12' }));
    await user.click(screen.getByRole('button', { name: 'Mark selected discharged (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the selected BLs discharged' });
    expect(within(dialog).queryByRole('textbox', { name: 'Packages counted' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark discharged' }));

    expect(await screen.findByText('2 BLs marked discharged.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/work-orders/5/discharges')).toEqual([
      { handled_at: '2026-03-01T05:45:00.000Z', items: [{ item_id: 11 }, { item_id: 12 }] },
    ]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'MNL-11' })).not.toBeChecked());
  });

  it('finds a BL by its number or consignee among the remaining and the discharged ones', async () => {
    const { user } = openMonitoring(
      {
        'GET /work-orders/5/visit-items': () => ({
          body: {
            data: visitItems.map((item) => (item.itemId === 12 ? { ...item, consignee: 'Davao Cement Inc.' } : item)),
          },
        }),
      },
      dischargeTab,
    );
    const find = await screen.findByRole('textbox', { name: 'Find a BL (BL No or consignee)' });
    await user.type(find, 'mnl-12');
    expect(screen.getByRole('checkbox', { name: 'MNL-12' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'MNL-11' })).not.toBeInTheDocument();
    await user.clear(find);
    await user.type(find, 'davao');
    expect(screen.getByRole('checkbox', { name: 'MNL-12' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Discharged (1)' }));
    expect(screen.getByText('No BL matches “davao”.')).toBeInTheDocument();
    await user.clear(find);
    await user.type(find, '13');
    expect(screen.getByText('MNL-13')).toBeInTheDocument();
  });

  it('asks before marking all remaining BLs, and sends all', async () => {
    const { user, fetchMock } = openMonitoring({ 'POST /work-orders/5/discharges': marked(2) }, dischargeTab);
    await user.click(await screen.findByRole('button', { name: 'Mark all remaining discharged' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark all remaining BLs discharged?' });
    expect(dialog).toHaveTextContent('The 2 BLs not yet discharged are marked discharged at the time below');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(fetchMock, 'POST', '/work-orders/5/discharges')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Mark all remaining discharged' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark all remaining BLs discharged?' })).getByRole('button', {
        name: 'Mark discharged',
      }),
    );
    expect(await screen.findByText('2 BLs marked discharged.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/work-orders/5/discharges')).toEqual([
      { handled_at: '2026-03-01T05:45:00.000Z', all: true },
    ]);
  });

  it("shows the discharged BLs with their time and count, and the server's refusal in the dialog", async () => {
    const { user } = openMonitoring(
      {
        'POST /work-orders/5/discharges': () => ({
          status: 409,
          body: { detail: operationMessages.itemNotOnWorkOrder },
        }),
      },
      dischargeTab,
    );
    await user.click(await screen.findByRole('radio', { name: 'Discharged (1)' }));
    expect(screen.getByText('MNL-13')).toBeInTheDocument();
    expect(screen.getByText('Discharged 2026-03-01 10:10: 24 of 25 packages')).toBeInTheDocument();
    expect(screen.queryByText('MNL-11')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Remaining (2)' }));
    await user.click(screen.getByRole('button', { name: 'Mark MNL-11 discharged' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark MNL-11 discharged' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark discharged' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(operationMessages.itemNotOnWorkOrder);
  });
});

describe('recording the departure', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:05:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks first, then posts the time (now by default)', async () => {
    const { user, fetchMock } = openMonitoring({ 'POST /work-orders/5/departure': () => ({ body: {} }) });
    expect(await screen.findByRole('button', { name: 'Departed at' })).toHaveTextContent('2026-03-02 18:05');
    await user.click(screen.getByRole('button', { name: 'Record departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the departure?' });
    expect(dialog).toHaveTextContent('The vessel is recorded as departed at 2026-03-02 18:05');
    await user.click(within(dialog).getByRole('button', { name: 'Record departure' }));
    expect(await screen.findByText('Departure recorded.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/work-orders/5/departure')).toEqual([
      { time_of_departure: '2026-03-02T10:05:00.000Z' },
    ]);
  });

  it('shows the departure before berth refusal', async () => {
    const { user } = openMonitoring({
      'POST /work-orders/5/departure': () => ({
        status: 409,
        body: { detail: operationMessages.departureBeforeBerth },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Record departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the departure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Record departure' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(operationMessages.departureBeforeBerth);
  });

  it('says when the vessel departed once the work order is completed', async () => {
    openMonitoring({
      'GET /work-orders/5': () => ({ body: { ...workOrder, status: 'completed' } }),
      'GET /monitoring/work-order/5': () => ({ body: { ...monitoring, timeOfDeparture: '2026-03-02T09:00:00Z' } }),
    });
    expect(await screen.findByText('The vessel departed at 2026-03-02 17:00.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record departure' })).not.toBeInTheDocument();
  });
});
