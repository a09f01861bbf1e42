import type { Item, WorkOrderDetail } from '@portside/contracts/work-orders';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildItem, buildWorkOrder } from '../../../test/work-orders';

const workOrder = (overrides: Partial<WorkOrderDetail> = {}) =>
  buildWorkOrder({
    manifest: { fileName: 'pacific-dawn-2503.pdf', sha256: 'ab12'.repeat(16), size: 1_572_864 },
    ...overrides,
  });

const cars = buildItem(2, {
  noPackages: 2,
  description: 'USED VEHICLES',
  grossWeight: 1500.5,
  cbmSo: 14.625,
  stevedoring: 'AITSI',
  arrastre: 'AITSI',
  subItems: [
    {
      id: 21,
      vehicleMaker: 'Toyota',
      vehicleModel: 'Hilux',
      chassisNo: 'MR0HA3CD100123456',
      lengthCm: 532.5,
      widthCm: 185,
      heightCm: 181.5,
      cbm: 17.88,
    },
    {
      id: 22,
      vehicleMaker: null,
      vehicleModel: null,
      chassisNo: null,
      lengthCm: null,
      widthCm: null,
      heightCm: null,
      cbm: null,
    },
  ],
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function open(order: WorkOrderDetail, items: Item[], handlers: Parameters<typeof signIn>[1] = {}) {
  const fetchMock = signIn('commercial', {
    'GET /work-orders/5': () => ({ body: order }),
    'GET /work-orders/5/items': () => ({ body: { data: items } }),
    ...handlers,
  });
  return { ...renderApp('/work-orders/5'), fetchMock };
}

afterEach(() => vi.restoreAllMocks());

describe('work order view page', () => {
  it('shows the header, the totals and the items with their vehicles under them', async () => {
    open(workOrder(), [buildItem(1), cars]);
    expect(await screen.findByRole('heading', { name: 'Work order WO-2025-00005' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    const details = screen.getByRole('table', { name: 'Work order details' });
    expect(
      within(details)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'VesselMV Pacific Dawn V.2503',
      'Shipping agentManila Shipping Agency',
      'Arrival dateMar 1, 2025',
      'Cargo classImport',
      'TypeCargo',
      'Owneradmin',
      expect.stringMatching(/^Created atFeb 27, 2025/),
    ]);
    for (const [label, value] of [
      ['Items', '2'],
      ['Packages', '12'],
      ['Gross weight (kg)', '31,500.5'],
      ['CBM', '60.13'],
    ]) {
      expect((screen.getAllByText(label as string)[0] as HTMLElement).nextElementSibling).toHaveTextContent(
        value as string,
      );
    }

    const items = await screen.findByRole('table', { name: 'Items' });
    for (const name of [
      'BL No',
      'Marks and Nos',
      'Shipper',
      'Consignee',
      'No. of Packages',
      'Description',
      'KG',
      'CBM',
      'Stevedoring',
      'Arrastre',
    ]) {
      expect(within(items).getAllByRole('columnheader', { name }).length).toBeGreaterThan(0);
    }
    const steel = within(items).getByRole('cell', { name: 'MNL-1' }).closest('tr') as HTMLElement;
    expect(cellsOf(steel)).toEqual([
      'MNL-1',
      'N/M',
      'Guangzhou Steel Co.',
      'Cebu Steel Corp',
      '10',
      'STEEL COILS',
      '30,000.00',
      '45.50',
      'PORTSIDE TERMINAL SERVICES INC.',
      '—',
    ]);

    const vehicles = screen.getByRole('table', { name: 'Vehicles of BL MNL-2' });
    expect(vehicles.closest('tr')?.previousElementSibling).toHaveTextContent('MNL-2');
    expect(
      within(vehicles)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Maker', 'Model', 'Chassis No.', 'L (cm)', 'W (cm)', 'H (cm)', 'CBM']);
    expect(within(vehicles).queryByRole('textbox')).not.toBeInTheDocument();
    const [toyota, blank] = within(vehicles).getAllByRole('row').slice(1) as HTMLElement[];
    expect(cellsOf(toyota as HTMLElement)).toEqual([
      '1',
      'Toyota',
      'Hilux',
      'MR0HA3CD100123456',
      '532.5',
      '185',
      '181.5',
      '17.88',
    ]);
    expect(cellsOf(blank as HTMLElement)).toEqual(['2', '—', '—', '—', '—', '—', '—', '—']);
    expect(screen.getAllByRole('table', { name: /^Vehicles/ })).toHaveLength(1);
  });

  it('shows the update operations asked for: the note, who sent it and when', async () => {
    open(
      workOrder({
        updateRequest: {
          note: 'BL MNL-2 has 3 vehicles, not 2.\nPlease add the third chassis.',
          requestedAt: '2025-03-02T01:30:00Z',
          requestedBy: 'Olivia Operation',
        },
      }),
      [buildItem(1)],
    );
    const alert = (await screen.findByText('Operations asked for an update')).closest('[role="status"]') as HTMLElement;
    expect(alert).toHaveTextContent('BL MNL-2 has 3 vehicles, not 2.');
    expect(alert).toHaveTextContent('Please add the third chassis.');
    expect(alert).toHaveTextContent('Sent back by Olivia Operation on Mar 2, 2025, 9:30 AM');
  });

  it('shows no update request when none is open', async () => {
    open(workOrder(), [buildItem(1)]);
    await screen.findByRole('table', { name: 'Items' });
    expect(screen.queryByText('Operations asked for an update')).not.toBeInTheDocument();
  });

  it('offers Edit for a draft', async () => {
    const { user, router } = open(workOrder(), [buildItem(1)]);
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(router.state.location.pathname).toBe('/work-orders/5/edit');
  });

  it.each(['final', 'completed'] as const)('offers no Edit for a %s work order', async (status) => {
    open(workOrder({ status }), [buildItem(1)]);
    await screen.findByRole('table', { name: 'Items' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('pages through many items 25 at a time, each page read from its first row', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const many = Array.from({ length: 60 }, (_, index) => buildItem(index + 1));
    const { user } = open(workOrder({ itemCount: 60 }), many);
    const items = await screen.findByRole('table', { name: 'Items' });
    expect(within(items).getAllByRole('row')).toHaveLength(26);
    expect(within(items).getByRole('cell', { name: 'MNL-25' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3' }));
    expect(within(items).getAllByRole('row')).toHaveLength(11);
    expect(within(items).getByRole('cell', { name: 'MNL-51' })).toBeInTheDocument();
    expect(within(items).queryByRole('cell', { name: 'MNL-25' })).not.toBeInTheDocument();
    expect(scrolled.mock.contexts.at(-1)).toContainElement(items);
  });

  it('shows the manifest and downloads it under its file name', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:manifest');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user, fetchMock } = open(workOrder(), [buildItem(1)], {
      'GET /work-orders/5/manifest': () => ({ body: '%PDF-1.7' }),
    });
    expect(await screen.findByText('pacific-dawn-2503.pdf')).toBeInTheDocument();
    expect(screen.getByText('1.5 MB')).toBeInTheDocument();
    expect(screen.getByText('ab12'.repeat(16))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(saved).toEqual(['pacific-dawn-2503.pdf blob:manifest']));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/work-orders/5/manifest');
    const file = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await file.text()).toBe('"%PDF-1.7"');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:manifest');
  });

  it('says when the work order has no stored manifest', async () => {
    open(workOrder({ manifest: null }), [buildItem(1)]);
    expect(await screen.findByText('This work order has no stored manifest.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('shows the server sentence when the download is refused', async () => {
    const { user } = open(workOrder(), [buildItem(1)], {
      'GET /work-orders/5/manifest': () => ({
        status: 404,
        body: { detail: 'This work order has no stored manifest.' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This work order has no stored manifest.');
  });

  it('says Work order not found. for an unknown work order', async () => {
    signIn('commercial', {
      'GET /work-orders/9': () => ({ status: 404, body: { detail: 'Work order not found.' } }),
      'GET /work-orders/9/items': () => ({ status: 404, body: { detail: 'Work order not found.' } }),
    });
    renderApp('/work-orders/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Work order not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to work orders' })).toHaveAttribute('href', '/orders');
  });

  it('says Work order not found. for an address that cannot name one, without asking the server', async () => {
    const fetchMock = signIn('commercial');
    renderApp('/work-orders/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Work order not found.');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('work-orders'))).toEqual([]);
  });

  it('says Failed to fetch work order. and Failed to fetch work order items., each with Retry', async () => {
    let failOrder = true;
    signIn('commercial', {
      'GET /work-orders/5': () => (failOrder ? { status: 500 } : { body: workOrder() }),
      'GET /work-orders/5/items': () => ({ status: 500 }),
    });
    const { user } = renderApp('/work-orders/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch work order.');

    failOrder = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Work order WO-2025-00005' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch work order items.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
