import { operationMessages } from '@portside/contracts/operations';
import type { Item, WorkOrderDetail } from '@portside/contracts/work-orders';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildItem, buildVehicle, buildWorkOrder } from '../../../test/work-orders';

type Handlers = Parameters<typeof signIn>[1];

const cars = buildItem(2, {
  noPackages: 3,
  description: 'USED VEHICLES',
  stevedoring: 'AITSI',
  arrastre: 'AITSI',
  subItems: [buildVehicle(21), buildVehicle(22, false), buildVehicle(23)],
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Draft Details of work order 5; the work order as the server has it after each call is `state.order`. */
function open(order: WorkOrderDetail, handlers: Handlers = {}, path = '/operations/work-orders/5/view') {
  const state = { order, items: [buildItem(1), cars] as Item[] };
  const fetchMock = signIn('operation', {
    'GET /work-orders/5': () => ({ body: state.order }),
    'GET /work-orders/5/items': () => ({ body: { data: state.items } }),
    ...handlers,
  });
  return { ...renderApp(path), fetchMock, state };
}

describe('draft details', () => {
  it('shows the vessel, and the BLs read-only with the spec columns and Notes', async () => {
    open(buildWorkOrder());
    expect(await screen.findByRole('heading', { name: 'Draft details WO-2025-00005' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    const details = screen.getByRole('table', { name: 'Work order details' });
    expect(within(details).getByText('MV Pacific Dawn V.2503')).toBeInTheDocument();
    expect(within(details).getByText('Manila Shipping Agency')).toBeInTheDocument();

    const items = await screen.findByRole('table', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
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
      'Notes',
    ]);
    expect(cellsOf(within(items).getByRole('cell', { name: 'MNL-1' }).closest('tr') as HTMLElement)).toEqual([
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
      '—',
    ]);
    const carsRow = within(items).getByRole('cell', { name: 'MNL-2' }).closest('tr') as HTMLElement;
    expect(cellsOf(carsRow).at(-1)).toBe('3 vehicles (1 without full details)');
    expect(within(items).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Vehicles/ })).not.toBeInTheDocument();
  });

  it('serves /operations/drafts/{id} with the same page', async () => {
    open(buildWorkOrder(), {}, '/operations/drafts/5');
    expect(await screen.findByRole('heading', { name: 'Draft details WO-2025-00005' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Items' })).toBeInTheDocument();
  });

  it('shows the BLs full screen, and leaves with Escape or the close button', async () => {
    const { user } = open(buildWorkOrder());
    await screen.findByRole('table', { name: 'Items' });
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draft details WO-2025-00005' });
    expect(within(dialog).getByRole('table', { name: 'Items' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'MNL-2' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    await user.click(await screen.findByRole('button', { name: 'Exit full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links to the monitoring and the report of the visit', async () => {
    open(buildWorkOrder());
    expect(await screen.findByRole('link', { name: 'Monitor' })).toHaveAttribute(
      'href',
      '/operations/work-orders/5/monitoring',
    );
    expect(screen.getByRole('link', { name: 'Visit report' })).toHaveAttribute('href', '/reports/operations/5');
    expect(screen.getByRole('link', { name: 'Back to vessel visits' })).toHaveAttribute(
      'href',
      '/operations/work-orders',
    );
  });

  it('confirms a draft after asking, which then shows as final', async () => {
    const calls: string[] = [];
    const { user, state } = open(buildWorkOrder(), {
      'POST /work-orders/5/confirm': () => {
        calls.push('confirm');
        state.order = { ...state.order, status: 'final' };
        return { body: state.order };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm work order' });
    expect(dialog).toHaveTextContent('Confirm WO-2025-00005? It becomes final');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Work order WO-2025-00005 confirmed.')).toBeInTheDocument();
    expect(calls).toEqual(['confirm']);
    expect(await screen.findByText('Final')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request update' })).toBeInTheDocument();
  });

  it('shows the server sentence when the confirmation is refused', async () => {
    const { user } = open(buildWorkOrder(), {
      'POST /work-orders/5/confirm': () => ({ status: 409, body: { detail: operationMessages.notADraft } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm work order' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a draft work order can be confirmed.');
  });

  it('refuses a blank note, then sends the note and shows it as the open request', async () => {
    const sent: unknown[] = [];
    const { user, state } = open(buildWorkOrder(), {
      'POST /work-orders/5/request-update': ({ body }) => {
        sent.push(body);
        state.order = {
          ...state.order,
          updateRequest: {
            note: 'Add the chassis of MNL-2.',
            requestedAt: '2025-03-02T01:30:00Z',
            requestedBy: 'Olivia',
          },
        };
        return { body: state.order };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Request update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an update of WO-2025-00005' });
    const note = within(dialog).getByRole('textbox', { name: /Note to commercial/ });
    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Note is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(note);
    await user.type(note, '  Add the chassis of MNL-2. ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The work order was sent back to commercial for an update.')).toBeInTheDocument();
    expect(sent).toEqual([{ note: 'Add the chassis of MNL-2.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const request = (await screen.findByText('Operations asked for an update')).closest('[role="status"]');
    expect(request).toHaveTextContent('Add the chassis of MNL-2.');
    expect(request).toHaveTextContent('Sent back by Olivia on Mar 2, 2025, 9:30 AM');
  });

  it('shows the server sentence when the request is refused', async () => {
    const { user } = open(buildWorkOrder({ status: 'final' }), {
      'POST /work-orders/5/request-update': () => ({ status: 409, body: { detail: operationMessages.notEditable } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Request update' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Note to commercial/ }), 'Wrong voyage.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A completed work order cannot be sent back for update.',
    );
  });

  it('offers neither Confirm nor Request Update for a completed visit', async () => {
    open(buildWorkOrder({ status: 'completed' }));
    await screen.findByRole('table', { name: 'Items' });
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request update' })).not.toBeInTheDocument();
  });

  it('says Work order not found. for an unknown work order', async () => {
    signIn('operation', {
      'GET /work-orders/9': () => ({ status: 404, body: { detail: 'Work order not found.' } }),
      'GET /work-orders/9/items': () => ({ status: 404, body: { detail: 'Work order not found.' } }),
    });
    renderApp('/operations/work-orders/9/view');
    expect(await screen.findByRole('alert')).toHaveTextContent('Work order not found.');
    expect(screen.getByRole('link', { name: 'Back to vessel visits' })).toBeInTheDocument();
  });

  it('says Failed to load work order and loads it again on Retry', async () => {
    let fail = true;
    signIn('operation', {
      'GET /work-orders/5': () => (fail ? { status: 500 } : { body: buildWorkOrder() }),
      'GET /work-orders/5/items': () => ({ body: { data: [] } }),
    });
    const { user } = renderApp('/operations/work-orders/5/view');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load work order');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Draft details WO-2025-00005' })).toBeInTheDocument();
  });
});
