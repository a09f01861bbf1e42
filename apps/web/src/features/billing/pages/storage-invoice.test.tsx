import { billingMessages } from '@portside/contracts/billing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildInvoiceDetail, buildVesselItem } from '../../../test/billing';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { billingPaths } from '../paths';

const item = buildVesselItem(11, 'MNL-001', {
  arrastre: 'PORTSIDE TERMINAL SERVICES INC.',
  invoiceNumber: 'SI-OLD',
});
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });

/** Days 6 to 12 at the base rate, days 13 to 15 at the second, 4 revenue tons. */
const preview = (waivedDays: number, waivedAmount: string) => ({
  itemId: 11,
  blNo: 'MNL-001',
  billingDate: today,
  buyer: { name: 'LUZON STEEL CORP.', address: null, tin: '111-222-333-00000' },
  vatTreatment: 'vatable',
  vatPercent: '12.00',
  storagePeriod: { from: '2025-08-02', to: '2025-08-15' },
  lines: [
    {
      category: 'storage',
      basis: 'revenueTon',
      quantity: '4.000',
      unitRate: '10.00',
      amount: '280.00',
      periodFrom: '2025-08-07',
      periodTo: '2025-08-13',
      days: 7,
      tier: 0,
    },
    {
      category: 'storage',
      basis: 'revenueTon',
      quantity: '4.000',
      unitRate: '20.00',
      amount: '160.00',
      periodFrom: '2025-08-14',
      periodTo: '2025-08-15',
      days: 2,
      tier: 1,
    },
  ],
  chargedAmount: '440.00',
  waivedDays,
  waivedAmount,
  chargeableDays: 9,
  netAmount: '400.00',
  vatAmount: '48.00',
  totalAmount: '448.00',
});

type Answer = { status?: number; body: unknown };

function serve(refusal?: Answer) {
  const posted: unknown[] = [];
  const previewed: URLSearchParams[] = [];
  signIn('finance', {
    'GET /items/11/consignee': () => ({
      body: {
        itemId: 11,
        blNo: 'MNL-001',
        printed: 'LUZON STEEL CORP.',
        registered: { id: 4, name: 'LUZON STEEL CORP.', companyId: 2, companyName: 'Luzon Steel Corp.' },
        buyer: { name: 'Luzon Steel Corp.', tin: '111-222-333-00000' },
        suggestion: null,
        billed: true,
      },
    }),
    'GET /vessels/completed': () => ({
      body: {
        data: [{ id: 5, name: 'MV Zephyr', voyageNumber: '118N', shippingAgent: 'A', arrivalDate: '2025-07-28' }],
      },
    }),
    'GET /vessels/': () => ({ body: { data: [], total: 0, limit: 20, offset: 0 } }),
    'GET /vessels/5/items': () => ({ body: { data: [item] } }),
    'GET /billing-invoices/storage/preview': ({ url }) => {
      previewed.push(url.searchParams);
      if (refusal) return refusal;
      return {
        body: preview(Number(url.searchParams.get('waived_days')), url.searchParams.get('waived_amount') ?? ''),
      };
    },
    'POST /billing-invoices/storage': ({ body }) => {
      posted.push(body);
      return { status: 201, body: { ...buildInvoiceDetail(), kind: 'storage', invoiceNumber: 'SI-ST-1' } };
    },
  });
  return { posted, previewed };
}

describe('Create Billing Invoice, for storage', () => {
  it('bills a BL already billed for handling: its storage days line by line, a waiver with its reason', async () => {
    const { posted, previewed } = serve();
    const { user } = renderApp(billingPaths.newInvoice());
    await user.click(await screen.findByRole('radio', { name: 'Storage' }));
    await user.type(await screen.findByRole('combobox', { name: /^Vessel/ }), 'zeph');
    await user.click(await screen.findByRole('option', { name: /MV Zephyr V\.118N/, hidden: true }));
    // Billed for its handling, the BL is not refused for its storage.
    expect(await screen.findByRole('status', { name: 'BL to be invoiced' })).not.toHaveTextContent('already billed');

    // Named by its title: the days it bills.
    const shown = await screen.findByRole('status', { name: 'Storage to bill: Aug 2, 2025 to Aug 15, 2025' });
    await waitFor(() => expect(shown).toHaveTextContent('₱448.00'));
    const rows = within(within(shown).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DaysRateIn the terminalRate per dayAmount',
      expect.stringMatching(/^Aug 7, 2025 to Aug 13, 2025 \(7 days\)Base rate4\.000 RT10\.00280\.00$/),
      expect.stringMatching(/^Aug 14, 2025 to Aug 15, 2025 \(2 days\)Rate step 14\.000 RT20\.00160\.00$/),
    ]);
    expect(previewed.at(-1)?.get('storage_to')).toBe(today);

    await user.type(screen.getByRole('textbox', { name: /^Invoice number/ }), 'SI-ST-1');
    await user.type(screen.getByRole('textbox', { name: 'Days waived' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Amount waived (PHP)' }), '40');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(billingMessages.waiverReasonRequired)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await waitFor(() => expect(previewed.at(-1)?.get('waived_days')).toBe('2'));
    expect(previewed.at(-1)?.get('waived_amount')).toBe('40');

    await user.type(screen.getByRole('textbox', { name: /^Reason for the waiver/ }), 'Typhoon signal no. 3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Storage invoice SI-ST-1 will bill the storage of BL MNL-001 for the days shown.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Billing invoice created successfully')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        invoice_number: 'SI-ST-1',
        billing_date: today,
        item_id: 11,
        vat_treatment: 'vatable',
        storage_to: today,
        waived_days: 2,
        waived_amount: '40.00',
        waiver_reason: 'Typhoon signal no. 3',
      },
    ]);
  });

  it("shows the server's refusal before Submit", async () => {
    const detail =
      'BL MNL-001 owes no storage from 2025-08-02 to 2025-08-04: those days are within its free time, or its cargo had left.';
    serve({ status: 409, body: { detail } });
    const { user } = renderApp(billingPaths.newInvoice());
    await user.click(await screen.findByRole('radio', { name: 'Storage' }));
    await user.type(await screen.findByRole('combobox', { name: /^Vessel/ }), 'zeph');
    await user.click(await screen.findByRole('option', { name: /MV Zephyr V\.118N/, hidden: true }));
    const shown = await screen.findByRole('status', { name: 'Storage to bill' });
    await waitFor(() => expect(shown).toHaveTextContent(detail));
  });
});
