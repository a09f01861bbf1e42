import { type Item, type WorkOrderDetail, workOrderMessages } from '@portside/contracts/work-orders';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

type Handlers = Parameters<typeof signIn>[1];

function buildWorkOrder(overrides: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  return {
    id: 5,
    number: 'WO-2025-00005',
    vesselId: 4,
    status: 'draft',
    owner: 'admin',
    type: 'Cargo',
    arrivalDate: '2025-03-04',
    cargoClass: 'import',
    createdAt: '2025-03-01T02:00:00Z',
    vessel: { id: 4, name: 'MV Lorcon Cebu', voyageNumber: 'V.2501', shippingAgent: 'Oceanic Agency' },
    vesselType: 'Ro-Ro',
    itemCount: 2,
    totalPackages: 12,
    totalGrossWeight: 4500,
    totalCbm: 36,
    manifest: null,
    updateRequest: null,
    ...overrides,
  };
}

function buildItem(overrides: Partial<Item> = {}): Item {
  return {
    itemId: 41,
    woId: 5,
    blNo: 'B1',
    marksAndNumbers: 'N/M',
    shipper: 'Hyundai Glovis',
    consignee: 'ACME TRADING CORPORATION',
    consigneeId: 7,
    noPackages: 10,
    description: 'STEEL COILS',
    grossWeight: 1500,
    cbmSo: 12,
    stevedoring: 'PORTSIDE TERMINAL SERVICES INC.',
    arrastre: null,
    subItems: [],
    ...overrides,
  };
}

const vehicle = (id: number) => ({
  id,
  vehicleMaker: 'Kia',
  vehicleModel: 'Rio',
  chassisNo: `C${id}`,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  cbm: 12,
});
const items = [
  buildItem(),
  buildItem({
    itemId: 42,
    blNo: 'B2',
    description: 'MOTOR VEHICLES',
    stevedoring: 'AITSI',
    noPackages: 2,
    subItems: [vehicle(1), vehicle(2)],
  }),
];

function open(handlers: Handlers = {}, workOrder = buildWorkOrder()) {
  const fetchMock = signIn('commercial', {
    'GET /work-orders/5': () => ({ body: workOrder }),
    'GET /work-orders/5/items': () => ({ body: { data: items, version: '700' } }),
    ...handlers,
  });
  return { ...renderApp('/work-orders/5/edit'), fetchMock };
}

const rowOf = async (blNo: string) => {
  const row = (await screen.findByRole('checkbox', { name: `Select BL ${blNo}` })).closest('tr');
  if (!row) throw new Error(`no row ${blNo}`);
  return row;
};

describe('Edit work order page', { timeout: 20_000 }, () => {
  it('loads a draft into the item table and sends the whole list back with the item ids', async () => {
    let sent: unknown;
    const versions: (string | null)[] = [];
    const { user } = open({
      'PUT /work-orders/5/items': ({ body, headers }) => {
        sent = body;
        versions.push(headers.get('If-Match'));
        return { body: { data: [items[0], { ...items[1], itemId: 43 }], version: `70${versions.length}` } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Edit work order WO-2025-00005' })).toBeInTheDocument();
    expect(screen.getByText('Oceanic Agency')).toBeInTheDocument();
    await user.click(within(await rowOf('B2')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(await rowOf('B2')).getByRole('textbox', { name: 'Shipper' }), {
      target: { value: 'Kia Motors' },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.change(screen.getByLabelText(/^Arrival date/), { target: { value: '2025-03-06' } });
    await user.click(screen.getByRole('combobox', { name: /^Cargo class/ }));
    await user.click(await screen.findByRole('option', { name: 'Transhipment', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(sent).toMatchObject({
      arrival_date: '2025-03-06',
      cargo_class: 'transhipment',
      items: [
        { item_id: 41, bl_no: 'B1', consignee_id: 7, arrastre: '' },
        {
          item_id: 42,
          shipper: 'Kia Motors',
          sub_items: [
            { vehicle_maker: 'Kia', chassis_no: 'C1', cbm: 12 },
            { vehicle_maker: 'Kia', chassis_no: 'C2', cbm: 12 },
          ],
        },
      ],
    });
    // The table now holds the list as saved: a second save names the items by the ids the server gave.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toMatchObject({ items: [{ item_id: 41 }, { item_id: 43 }] }));
    // Each save names the version its rows came from: the one read, then the one its own save answered.
    expect(versions).toEqual(['"700"', '"701"']);
  });

  it("says that another clerk's save came first, and keeps the rows typed", async () => {
    const { user } = open({
      'PUT /work-orders/5/items': () => ({ status: 409, body: { detail: workOrderMessages.draftChanged } }),
    });
    fireEvent.change(await screen.findByLabelText(/^Arrival date/), { target: { value: '2025-03-06' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(workOrderMessages.draftChanged));
    expect(screen.getByLabelText(/^Arrival date/)).toHaveValue('2025-03-06');
    expect(screen.queryByText('Changes saved')).not.toBeInTheDocument();
  });

  it('shows the update operations asked for above the table', async () => {
    open(
      {},
      buildWorkOrder({
        updateRequest: { note: 'Consignee of B1 is wrong.', requestedAt: '2025-03-02T01:30:00Z', requestedBy: null },
      }),
    );
    await rowOf('B1');
    const alert = screen.getByText('Operations asked for an update').closest('[role="status"]') as HTMLElement;
    expect(alert).toHaveTextContent('Consignee of B1 is wrong.');
    expect(alert).toHaveTextContent('Sent back on Mar 2, 2025, 9:30 AM');
  });

  it('refuses to send incomplete vehicle details, and shows the server sentence of a refused save', async () => {
    const { user, fetchMock } = open({
      'PUT /work-orders/5/items': () => ({ status: 409, body: { detail: 'Only a draft work order can be edited.' } }),
    });
    await user.click(within(await rowOf('B2')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Maker of vehicle 1' }), { target: { value: ' ' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot submit: Some sub-item vehicle details are incomplete.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    // B2 is still selected after Save.
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only a draft work order can be edited.'));
  });

  it('refuses to edit a work order that is no longer a draft, with the way to its view page', async () => {
    open({}, buildWorkOrder({ status: 'final' }));
    expect(await screen.findByText('This work order cannot be edited')).toBeInTheDocument();
    expect(screen.getByText('The work order is Final: only a draft work order can be edited.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Arrival date/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View work order' })).toHaveAttribute('href', '/work-orders/5');
  });

  it.each([
    ['GET /work-orders/5', 'Failed to fetch work order.'],
    ['GET /work-orders/5/items', 'Failed to fetch work order items.'],
  ])('says so when %s fails, and loads it again on Retry', async (call, message) => {
    let fail = true;
    const loaded = call === 'GET /work-orders/5' ? buildWorkOrder() : { data: items };
    const { user } = open({ [call]: () => (fail ? { status: 500 } : { body: loaded }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf('B2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says Work order not found. for an unknown work order', async () => {
    open({
      'GET /work-orders/5': () => ({ status: 404, body: { detail: 'Work order not found.' } }),
      'GET /work-orders/5/items': () => ({ status: 404, body: { detail: 'Work order not found.' } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Work order not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says Work order not found. for an address that cannot name one, without asking the server', async () => {
    const fetchMock = signIn('commercial');
    renderApp('/work-orders/abc/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Work order not found.');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('work-orders'))).toEqual([]);
  });

  it('keeps the vehicles typed when a package count is typed over: 10, then 1, then 12', async () => {
    const cars = buildItem({
      itemId: 43,
      blNo: 'B3',
      description: 'MOTOR VEHICLES',
      stevedoring: 'AITSI',
      noPackages: 10,
      subItems: Array.from({ length: 10 }, (_, index) => vehicle(index + 1)),
    });
    const { user } = open({ 'GET /work-orders/5/items': () => ({ body: { data: [cars] } }) });
    await user.click(within(await rowOf('B3')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const count = within(await rowOf('B3')).getByRole('textbox', { name: 'No. of Packages' });
    await user.type(count, '{backspace}');
    expect(count).toHaveValue('1');
    await user.type(count, '2');
    await user.tab();
    expect(within(await rowOf('B3')).getByRole('button', { name: '12 vehicles' })).toBeInTheDocument();
    const chassis = Array.from({ length: 12 }, (_, index) =>
      screen.getByRole('textbox', { name: `Chassis No. of vehicle ${index + 1}` }),
    ).map((input) => (input as HTMLInputElement).value);
    expect(chassis).toEqual([...Array.from({ length: 10 }, (_, index) => `C${index + 1}`), '', '']);

    await user.clear(count);
    await user.type(count, '1{enter}');
    expect(screen.queryByRole('textbox', { name: 'Chassis No. of vehicle 1' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and lets the user go once they are saved', async () => {
    const { router, user } = open({ 'PUT /work-orders/5/items': () => ({ body: { data: items, version: '701' } }) });
    await rowOf('B1');
    await act(() => router.navigate('/orders'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));

    await act(() => router.navigate('/work-orders/5/edit'));
    fireEvent.change(await screen.findByLabelText(/^Arrival date/), { target: { value: '2025-03-06' } });
    await act(() => router.navigate('/orders'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/work-orders/5/edit');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await act(() => router.navigate('/orders'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });
});
