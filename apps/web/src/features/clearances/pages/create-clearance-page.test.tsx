import type { VesselItem } from '@portside/contracts/clearances';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { clearancePaths } from '../paths';

const item = (id: number, blNo: string, clearanceNumber: string | null = null): VesselItem => ({
  id,
  workOrderId: 3,
  arrivalDate: '2026-01-02',
  blNo,
  marksAndNumbers: 'N/M',
  shipper: 'HANOI RICE EXPORT',
  consignee: 'CEBU TRADING INC.',
  noPackages: 1200,
  description: 'RICE IN BAGS',
  cbmSo: 75.5,
  grossWeight: 60000,
  stevedoring: 'PORTSIDE TERMINAL SERVICES INC.',
  arrastre: null,
  clearanceNumber,
  invoiceNumber: null,
});
const completed = {
  data: [
    { id: 7, name: 'MV Manila Bay', voyageNumber: 'V.2601', shippingAgent: 'Agency', arrivalDate: '2026-01-02' },
    { id: 8, name: 'MV Cebu Star', voyageNumber: 'V.2514', shippingAgent: 'Agency', arrivalDate: '2025-12-20' },
  ],
};
const itemsOf: Record<string, VesselItem[]> = {
  '7': [item(11, 'MNL-0001', 'CL-OLD-1'), item(12, 'MNL-0002'), item(13, 'MNL-0003')],
  '8': [item(21, 'CEB-0001')],
};
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });

type User = ReturnType<typeof renderApp>['user'];

/** The mock API of the page; counts the reads of each vessel's items and keeps the bodies posted. */
function serve(post: (body: unknown) => { status: number; body: unknown }) {
  const itemReads: string[] = [];
  const vesselSearches: string[] = [];
  const posted: unknown[] = [];
  signIn('commercial', {
    'GET /vessels/completed': () => ({ body: completed }),
    'GET /vessels/': ({ url }) => {
      vesselSearches.push(url.searchParams.get('q') ?? '');
      const data = [{ id: 9, name: 'MV Davao Pride', voyageNumber: 'V.2602', shippingAgent: 'Agency', createdAt: '' }];
      return { body: { data, total: 1, limit: 20, offset: 0 } };
    },
    ...Object.fromEntries(
      ['7', '8', '9'].map((id) => [
        `GET /vessels/${id}/items`,
        () => {
          itemReads.push(id);
          return { body: { data: itemsOf[id] ?? [] } };
        },
      ]),
    ),
    'GET /items/bl-numbers': ({ url }) => {
      const prefix = (url.searchParams.get('prefix') ?? '').toUpperCase();
      const data = Object.entries(itemsOf).flatMap(([vesselId, items]) =>
        items
          .filter((bl) => bl.blNo.startsWith(prefix))
          .filter((bl) => url.searchParams.get('uncleared') !== 'true' || bl.clearanceNumber === null)
          .map((bl) => ({
            itemId: bl.id,
            blNo: bl.blNo,
            vesselId: Number(vesselId),
            vesselName: vesselId === '7' ? 'MV Manila Bay' : 'MV Cebu Star',
            voyageNo: vesselId === '7' ? 'V.2601' : 'V.2514',
            arrivalDate: bl.arrivalDate,
            consignee: bl.consignee,
            cleared: bl.clearanceNumber !== null,
          })),
      );
      return { body: { data } };
    },
    'POST /clearances/': ({ body }) => {
      posted.push(body);
      return post(body);
    },
  });
  return { itemReads, vesselSearches, posted };
}

/** Types in the vessel picker (over the vessel chosen before) and picks the option. */
async function pickVessel(user: User, typed: string, name: RegExp) {
  const picker = await screen.findByRole('combobox', { name: /^Vessel/ });
  await user.clear(picker);
  await user.type(picker, typed);
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}
const itemsTable = () => screen.findByRole('table', { name: 'BLs of the vessel' });
const bodyRows = async () =>
  within(await itemsTable())
    .getAllByRole('row')
    .slice(1);
const submit = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit Clearance?' });
  return dialog;
};
const created = {
  id: 1,
  itemId: 12,
  blNo: 'MNL-0002',
  clearanceNumber: 'CL-2026-1',
  clearanceDate: today,
  vesselName: '',
  voyageNumber: '',
  createdAt: '',
};

describe('Create Clearance', () => {
  it('finds the BL by the start of its number among those not cleared, with its vessel, and clears it', async () => {
    const api = serve(() => ({ status: 201, body: created }));
    const { user } = renderApp(clearancePaths.new());
    const finder = await screen.findByRole('combobox', { name: 'Find the BL by its number' });
    await user.type(finder, 'mnl-');
    const option = await screen.findByRole('option', { name: 'MNL-0002 — MV Manila Bay (V.2601)', hidden: true });
    // MNL-0001 is cleared already: the server is asked for the others only.
    expect(screen.queryByRole('option', { name: /MNL-0001/, hidden: true })).not.toBeInTheDocument();
    await user.click(option);
    expect(screen.getByRole('combobox', { name: /^Vessel/ })).toHaveValue('MV Manila Bay (V.2601)');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Choose BL MNL-0002' })).toBeChecked());
    await user.type(screen.getByRole('textbox', { name: /^Clearance number/ }), 'CL-2026-1');
    const dialog = await submit(user);
    expect(dialog).toHaveTextContent('BL MNL-0002 will be recorded as cleared under clearance CL-2026-1.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api.posted).toEqual([{ clearance_number: 'CL-2026-1', item_id: 12, vessel_id: 7, clearance_date: today }]),
    );
  });

  it('refuses a submit without a BL or a number with the spec messages, and asks nothing', async () => {
    serve(() => ({ status: 201, body: created }));
    const { user } = renderApp(clearancePaths.new());
    await screen.findByRole('combobox', { name: /^Vessel/ });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Clearance number is required')).toBeInTheDocument();
    // The missing BL is said under the (empty) BLs of the vessel, where one is chosen, not on the vessel picker.
    const table = screen.getByRole('table', { name: 'BLs of the vessel' });
    expect(table).toHaveTextContent('Choose a vessel to see its BLs.');
    const missingBl = screen.getByText('Item ID is required');
    expect(table.compareDocumentPosition(missingBl) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Vessel/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears a BL chosen in the vessel’s items, filtered by BL, and starts again empty', async () => {
    const api = serve(() => ({ status: 201, body: created }));
    const { user } = renderApp(clearancePaths.new());
    await pickVessel(user, 'manila', /MV Manila Bay \(V\.2601\)/);

    const rows = await bodyRows();
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'MNL-0001',
      'N/M',
      'HANOI RICE EXPORT',
      'CEBU TRADING INC.',
      '1,200',
      'RICE IN BAGS',
      '60,000.00',
      '75.50',
      'PORTSIDE TERMINAL SERVICES INC.',
      '—',
      'Cleared: CL-OLD-1',
    ]);
    expect(screen.getByRole('radio', { name: 'Choose BL MNL-0001' })).toBeDisabled();
    expect(within(rows[1] as HTMLElement).getByText('Not cleared')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search BL No.' }), '0002');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'Choose BL MNL-0002' }));
    await user.type(screen.getByRole('textbox', { name: /^Clearance number/ }), 'CL-2026-1');
    expect(screen.getByLabelText(/^Clearance date/)).toHaveValue(today);

    const dialog = await submit(user);
    expect(dialog).toHaveTextContent('BL MNL-0002 will be recorded as cleared under clearance CL-2026-1.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Clearance created successfully')).toBeInTheDocument();
    expect(api.posted).toEqual([{ clearance_number: 'CL-2026-1', item_id: 12, vessel_id: 7, clearance_date: today }]);

    // The form starts again empty; the vessel's items are read again, with the new clearance.
    expect(screen.getByRole('textbox', { name: /^Clearance number/ })).toHaveValue('');
    expect(screen.getByRole('table', { name: 'BLs of the vessel' })).toHaveTextContent(
      'Choose a vessel to see its BLs.',
    );
    await pickVessel(user, 'manila', /MV Manila Bay \(V\.2601\)/);
    await itemsTable();
    expect(api.itemReads).toEqual(['7', '7']);
  });

  it('reads a vessel’s items once in the session, and Enter in the BL search chooses the one BL left', async () => {
    const api = serve(() => ({ status: 201, body: created }));
    const { user } = renderApp(clearancePaths.new());
    await pickVessel(user, 'v.2601', /MV Manila Bay/);
    await itemsTable();
    await pickVessel(user, 'cebu', /MV Cebu Star/);
    expect(await screen.findByRole('cell', { name: 'CEB-0001' })).toBeInTheDocument();
    await pickVessel(user, 'v.2601', /MV Manila Bay/);
    await screen.findByRole('cell', { name: 'MNL-0003' });
    expect(api.itemReads).toEqual(['7', '8']);

    // MNL-000 leaves two BLs that can be cleared: Enter chooses none; MNL-0003 leaves one.
    const search = screen.getByRole('textbox', { name: 'Search BL No.' });
    await user.type(search, 'MNL-000{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Choose BL MNL-0003' })).not.toBeChecked();
    await user.type(search, '3{Enter}');
    expect(screen.getByRole('radio', { name: 'Choose BL MNL-0003' })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finds any vessel through the server search of all vessels', async () => {
    const api = serve(() => ({ status: 201, body: created }));
    const { user } = renderApp(clearancePaths.new());
    await user.click(await screen.findByRole('radio', { name: 'All vessels' }));
    await user.type(screen.getByRole('combobox', { name: /^Vessel/ }), 'davao');
    await waitFor(() => expect(api.vesselSearches).toContain('davao'));
    await user.click(await screen.findByRole('option', { name: /MV Davao Pride \(V\.2602\)/, hidden: true }));
    expect(await screen.findByText('This vessel has no BLs.')).toBeInTheDocument();
  });

  it('shows the server’s sentence when the BL or the number is taken', async () => {
    serve(() => ({ status: 409, body: { detail: 'Clearance number CL-2026-1 is already used for BL MNL-0001.' } }));
    const { user } = renderApp(clearancePaths.new());
    await pickVessel(user, 'v.2601', /MV Manila Bay/);
    await user.click(await screen.findByRole('radio', { name: 'Choose BL MNL-0003' }));
    await user.type(screen.getByRole('textbox', { name: /^Clearance number/ }), 'cl-2026-1');
    const dialog = await submit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Clearance number CL-2026-1 is already used for BL MNL-0001.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Clearance number/ })).toHaveValue('cl-2026-1');
  });
});
