import { billingMessages } from '@portside/contracts/billing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildInvoiceDetail, buildVesselItem } from '../../../test/billing';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { billingPaths } from '../paths';

const item = (id: number, blNo: string, invoiceNumber: string | null = null) =>
  buildVesselItem(id, blNo, { invoiceNumber });
const items = [item(11, 'MNL-001', 'SI-OLD'), item(12, 'MNL-002'), item(13, 'CEB-010')];
const created = buildInvoiceDetail();

type User = ReturnType<typeof renderApp>['user'];

type Handlers = Parameters<typeof signIn>[1];

/** A BL of the vessel whose consignee the registry knows: LUZON STEEL CORP., with its company's TIN. */
const registered = (itemId: number) => ({
  body: {
    itemId,
    blNo: 'MNL-002',
    printed: 'LUZON STEEL CORP.',
    registered: {
      id: 4,
      name: 'LUZON STEEL CORP.',
      companyId: 2,
      companyName: 'Luzon Steel Corp.',
    },
    buyer: { name: 'Luzon Steel Corp.', tin: '111-222-333-00000' },
    suggestion: null,
    billed: false,
  },
});

function serve(post: () => { status: number; body: unknown }, more: Handlers = {}) {
  const posted: unknown[] = [];
  signIn('finance', {
    'GET /items/12/consignee': () => registered(12),
    'GET /items/13/consignee': () => registered(13),
    ...more,
    'GET /vessels/completed': () => ({
      body: {
        data: [{ id: 5, name: 'MV Zephyr', voyageNumber: '118N', shippingAgent: 'A', arrivalDate: '2025-07-28' }],
      },
    }),
    'GET /vessels/': () => ({
      body: {
        data: [{ id: 6, name: 'MV Zenith', voyageNumber: '7S', shippingAgent: 'A', createdAt: '' }],
        total: 1,
        limit: 20,
        offset: 0,
      },
    }),
    'GET /vessels/5/items': () => ({ body: { data: items } }),
    'POST /billing-invoices/': ({ body }) => {
      posted.push(body);
      return post();
    },
  });
  return posted;
}

async function pickVessel(user: User, typed: string, name: RegExp) {
  const picker = await screen.findByRole('combobox', { name: /^Vessel/ });
  await user.type(picker, typed);
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}
const invoicedRow = async () =>
  within(await screen.findByRole('table', { name: 'BLs of the vessel' }))
    .getAllByRole('row')
    .find((row) => row.getAttribute('aria-current') === 'true');

describe('Create Billing Invoice', () => {
  it('records the TIN of a tied consignee’s company that has none, and ties the BL to another registry consignee', async () => {
    const tins: unknown[] = [];
    const ties: unknown[] = [];
    let recorded = false;
    const answer = () => {
      const base = registered(13).body;
      return {
        body: {
          ...base,
          buyer: { name: 'Luzon Steel Corp.', tin: recorded ? '555-666-777-00000' : null },
        },
      };
    };
    serve(() => ({ status: 201, body: created }), {
      'GET /items/13/consignee': answer,
      'PUT /companies/2/tin': ({ body }) => {
        tins.push(body);
        recorded = true;
        return { status: 204 };
      },
      'GET /consignees/': () => ({
        body: {
          data: [{ id: 9, name: 'LUZON STEEL (CEBU)', companyId: 2, companyName: 'Luzon Steel Corp.', version: '1' }],
          total: 1,
          limit: 20,
          offset: 0,
        },
      }),
      'PUT /items/13/consignee': ({ body }) => {
        ties.push(body);
        return answer();
      },
    });
    const { user } = renderApp(billingPaths.newInvoice());
    await pickVessel(user, 'zeph', /MV Zephyr V\.118N/);
    const panel = await screen.findByRole('region', { name: 'Consignee of the BL' });
    await within(panel).findByText(/no TIN recorded for the company/);
    await user.click(within(panel).getByRole('button', { name: 'Record the company’s TIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'The TIN of Luzon Steel Corp.' });
    await user.type(within(dialog).getByRole('textbox', { name: /^TIN/ }), '555-666-777-00000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(panel).toHaveTextContent('Billed to: Luzon Steel Corp. · TIN 555-666-777-00000'));
    expect(tins).toEqual([{ tin: '555-666-777-00000', registered_address: '' }]);

    await user.type(within(panel).getByRole('combobox', { name: 'Tie to a registry consignee' }), 'luzon');
    await user.click(
      await screen.findByRole('option', { name: 'LUZON STEEL (CEBU) (Luzon Steel Corp.)', hidden: true }),
    );
    await waitFor(() => expect(ties).toEqual([{ consignee_id: 9 }]));
  });

  it('matches a BL’s unregistered consignee to the registry’s suggestion, or registers it with its company', async () => {
    const put: unknown[] = [];
    const registrations: unknown[] = [];
    let tied = false;
    const unregistered = {
      itemId: 13,
      blNo: 'CEB-010',
      printed: 'CEBU CEMENT',
      registered: null,
      buyer: { name: 'CEBU CEMENT', tin: null },
      suggestion: { id: 8, name: 'CEBU CEMENT INC.', matchScore: 0.87 },
      billed: false,
    };
    serve(() => ({ status: 201, body: created }), {
      'GET /items/13/consignee': () => (tied ? registered(13) : { body: unregistered }),
      'PUT /items/13/consignee': ({ body }) => {
        put.push(body);
        tied = true;
        return registered(13);
      },
      'GET /kinds-of-company/': () => ({
        body: { data: [{ id: 3, name: 'Consignee' }], total: 1, limit: 100, offset: 0 },
      }),
      'POST /consignees/register': ({ body }) => {
        registrations.push(body);
        return { status: 409, body: { detail: 'A company with this name already exists.' } };
      },
    });
    const { user } = renderApp(billingPaths.newInvoice());
    await pickVessel(user, 'zeph', /MV Zephyr V\.118N/);
    const panel = await screen.findByRole('region', { name: 'Consignee of the BL' });
    expect(panel).toHaveTextContent('“CEBU CEMENT” is not in the consignee registry');
    expect(panel).toHaveTextContent('Closest in the registry: CEBU CEMENT INC. (87% alike).');
    expect(panel).toHaveTextContent('Billed to: CEBU CEMENT · no TIN recorded for the company');

    await user.click(within(panel).getByRole('button', { name: 'Register consignee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register the consignee' });
    expect(within(dialog).getByRole('textbox', { name: /^Consignee name/ })).toHaveValue('CEBU CEMENT');
    await user.click(within(dialog).getByRole('combobox', { name: /^Kind/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Consignee', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /^TIN/ }), '004-512-338-00000');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A company with this name already exists.');
    expect(registrations).toEqual([
      {
        name: 'CEBU CEMENT',
        company: { name: 'CEBU CEMENT', kind_id: 3, tin: '004-512-338-00000', registered_address: '' },
        item_id: 13,
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(panel).getByRole('button', { name: 'Match' }));
    await waitFor(() => expect(put).toEqual([{ consignee_id: 8 }]));
    const matched = await screen.findByRole('region', { name: 'Consignee of the BL' });
    await waitFor(() => expect(matched).toHaveTextContent('Consignee: LUZON STEEL CORP. — company: Luzon Steel Corp.'));
    expect(matched).toHaveTextContent('Billed to: Luzon Steel Corp. · TIN 111-222-333-00000');
  });

  it('offers completed visits and searched vessels, and invoices the last BL the search leaves', async () => {
    serve(() => ({ status: 201, body: created }));
    const { user } = renderApp(billingPaths.newInvoice());
    await user.type(await screen.findByRole('combobox', { name: /^Vessel/ }), 'ze');
    // The completed visit first, then the vessels the server found.
    await screen.findByRole('option', { name: 'MV Zenith V.7S', hidden: true });
    const options = screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(options.filter((name) => name?.startsWith('MV'))).toEqual(['MV Zephyr V.118N', 'MV Zenith V.7S']);
    await user.click(screen.getByRole('option', { name: 'MV Zephyr V.118N', hidden: true }));

    const rows = within(await screen.findByRole('table', { name: 'BLs of the vessel' })).getAllByRole('row');
    // The BL to be invoiced is marked so; one billed already names its invoice.
    expect(rows.map((row) => row.querySelector('td')?.textContent).slice(1)).toEqual([
      'MNL-001Billed on SI-OLD',
      'MNL-002',
      'CEB-010To be invoiced',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'MNL-001Billed on SI-OLD',
      'LRT/MNL 1-10',
      'Baosteel Trading Co.',
      'LUZON STEEL CORP.',
      '10',
      'STEEL COILS',
      '125,000.50',
      '30.25',
      'PORTSIDE TERMINAL SERVICES INC.',
      'RIVAL ARRASTRE',
    ]);
    expect(screen.getByRole('status', { name: 'BL to be invoiced' })).toHaveTextContent(
      'BL to be invoiced: CEB-010 (LUZON STEEL CORP.).',
    );

    // A BL is billed from its visit's arrival on, never later than today.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
    expect(screen.getByLabelText(/^Date issued/)).toHaveAttribute('min', '2025-07-28');
    expect(screen.getByLabelText(/^Date issued/)).toHaveAttribute('max', today);

    await user.type(screen.getByRole('textbox', { name: 'Search BL No.' }), 'mnl');
    expect((await invoicedRow())?.textContent).toContain('MNL-002');
    await user.type(screen.getByRole('textbox', { name: 'Search BL No.' }), '-001');
    expect(screen.getByRole('status', { name: 'BL to be invoiced' })).toHaveTextContent(
      'BL to be invoiced: MNL-001 (LUZON STEEL CORP.). It is already billed on invoice SI-OLD.',
    );
    expect((await invoicedRow())?.querySelector('td')?.textContent).toBe('MNL-001Billed on SI-OLD');
  });

  it('bills the row the clerk clicks or presses Enter on, and shows the buyer, TIN and amount before Submit', async () => {
    const previewed: string[] = [];
    const posted = serve(() => ({ status: 201, body: created }), {
      'GET /billing-invoices/preview': ({ url }) => {
        previewed.push(url.search);
        const itemId = Number(url.searchParams.get('item_id'));
        if (itemId === 13) return { status: 409, body: { detail: billingMessages.buyerTinRequired } };
        return {
          body: {
            itemId,
            blNo: 'MNL-002',
            billingDate: url.searchParams.get('billing_date'),
            buyer: { name: 'LUZON STEEL CORP.', address: '12 Roxas Blvd, Pasay', tin: '111-222-333-00000' },
            vatTreatment: 'vatable',
            vatPercent: '12.00',
            lines: [],
            netAmount: '3025.00',
            vatAmount: '363.00',
            totalAmount: '3388.00',
          },
        };
      },
    });
    const { user } = renderApp(billingPaths.newInvoice());
    await pickVessel(user, 'zeph', /MV Zephyr V\.118N/);
    // The last BL is the default; its buyer has no TIN, which the server's sentence says before any Submit.
    const preview = () => screen.findByRole('status', { name: 'The invoice as it will be issued' });
    await waitFor(async () => expect(await preview()).toHaveTextContent(billingMessages.buyerTinRequired));

    const table = await screen.findByRole('table', { name: 'BLs of the vessel' });
    await user.click(within(table).getByRole('cell', { name: 'MNL-002' }));
    expect((await invoicedRow())?.textContent).toContain('MNL-002');
    await waitFor(async () => expect(await preview()).toHaveTextContent('111-222-333-00000'));
    expect(await preview()).toHaveTextContent('LUZON STEEL CORP.');
    expect(await preview()).toHaveTextContent('₱3,388.00');
    expect(screen.getByRole('status', { name: 'BL to be invoiced' })).toHaveTextContent('MNL-002');

    // Enter on a focused row chooses it too, and does not submit the form.
    const last = within(table).getByRole('cell', { name: 'CEB-010' }).closest('tr') as HTMLElement;
    last.focus();
    await user.keyboard('{Enter}');
    expect((await invoicedRow())?.textContent).toContain('CEB-010');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted).toEqual([]);
    expect(previewed.some((search) => search.includes('item_id=12'))).toBe(true);
  });

  it('refuses a submit without a BL or a number with the spec messages, and asks nothing', async () => {
    const posted = serve(() => ({ status: 201, body: created }));
    const { user } = renderApp(billingPaths.newInvoice());
    await screen.findByRole('combobox', { name: /^Vessel/ });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invoice number is required')).toBeInTheDocument();
    // The missing BL is said under the (empty) BLs of the vessel, where one is chosen, not on the vessel picker.
    const table = screen.getByRole('table', { name: 'BLs of the vessel' });
    expect(table).toHaveTextContent('Choose a vessel to see its BLs.');
    const missingBl = screen.getByText('Item ID is required');
    expect(table.compareDocumentPosition(missingBl) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Vessel/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sends the invoiced BL after confirmation, says so, and links to the printed invoice', async () => {
    const posted = serve(() => ({ status: 201, body: created }));
    const { user } = renderApp(billingPaths.newInvoice());
    await pickVessel(user, 'zeph', /MV Zephyr V\.118N/);
    await user.type(await screen.findByRole('textbox', { name: 'Search BL No.' }), 'MNL-002');
    await user.type(screen.getByRole('textbox', { name: /^Invoice number/ }), 'SI-2025-0100');
    await user.click(screen.getByRole('combobox', { name: 'VAT' }));
    await user.click(await screen.findByRole('option', { name: 'Zero-rated', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Billing Invoice?' });
    expect(dialog).toHaveTextContent('Invoice SI-2025-0100 will bill BL MNL-002 at the tariffs in force on its date.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Billing invoice created successfully')).toBeInTheDocument();
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
    expect(posted).toEqual([
      { invoice_number: 'SI-2025-0100', billing_date: today, item_id: 12, vat_treatment: 'zeroRated' },
    ]);
    expect(screen.getByRole('link', { name: 'Print invoice SI-2025-0100' })).toHaveAttribute(
      'href',
      '/billing/billing-invoices/40/print',
    );
  });

  it("shows the server's refusal in the danger alert, translated, and keeps the values", async () => {
    serve(() => ({ status: 409, body: { detail: 'BL MNL-002 is already billed on invoice SI-9.' } }));
    const { user, router } = renderApp(billingPaths.newInvoice());
    await pickVessel(user, 'zeph', /MV Zephyr V\.118N/);
    await user.type(await screen.findByRole('textbox', { name: 'Search BL No.' }), 'MNL-002');
    await user.type(screen.getByRole('textbox', { name: /^Invoice number/ }), 'SI-10');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('BL MNL-002 is already billed on invoice SI-9.');
    expect(screen.getByRole('textbox', { name: /^Invoice number/ })).toHaveValue('SI-10');
    await waitFor(() => expect(router.state.location.pathname).toBe(billingPaths.newInvoice()));
  });
});
