import type { UnpaidInvoice } from '@portside/contracts/billing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const mindanao = { key: 'company:4', name: 'MINDANAO RICE TRADERS INC.' };
const invoice = (id: number, invoiceNumber: string, totalAmount: string, payer = mindanao): UnpaidInvoice => ({
  id,
  invoiceNumber,
  itemId: id,
  blNo: `BL${id}`,
  billingDate: '2025-01-10',
  vesselName: 'MV Pacific Star',
  voyageNo: '12',
  consignee: 'MINDANAO RICE TRADERS',
  netAmount: totalAmount,
  vatAmount: '0.00',
  totalAmount,
  orNumber: null,
  createdAt: '2025-01-10T02:00:00Z',
  cancellation: null,
  payer,
});
const unpaid = [
  invoice(7, 'BI-2025-000007', '1400.56'),
  invoice(8, 'BI-2025-000008', '1120.00'),
  invoice(9, 'BI-2025-000009', '560.00', { key: 'name:walk-in trader', name: 'WALK-IN TRADER' }),
];
const page = (data: UnpaidInvoice[]) => ({ body: { data, total: data.length, limit: 20, offset: 0 } });

type User = ReturnType<typeof renderApp>['user'];
const orNumber = () => screen.findByRole('textbox', { name: /^OR number/ });
const selected = () => screen.queryByRole('table', { name: 'Invoices on this receipt' });
const add = async (user: User, number: string) =>
  user.click(await screen.findByRole('button', { name: `Add invoice ${number}` }));
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));

function serve(post: (body: unknown) => { status?: number; body?: unknown } = () => ({ status: 201 })) {
  const sent: unknown[] = [];
  const searches: (string | null)[] = [];
  const fetchMock = signIn('finance', {
    'GET /billing-invoices/no-or/': ({ url }) => {
      searches.push(url.searchParams.get('q'));
      return page(unpaid);
    },
    'POST /official-receipts/': ({ body }) => {
      sent.push(body);
      return post(body);
    },
  });
  return { sent, searches, fetchMock };
}

describe('Create official receipt', () => {
  it('is finance’s landing page and dates the receipt today by default', async () => {
    serve();
    const { router } = renderApp('/');
    expect(await orNumber()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/billing/or-invoice');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
    expect(screen.getByLabelText(/^Date issued/)).toHaveValue(today);
  });

  it('says Please fill in all required fields and sends nothing while something is missing', async () => {
    const { sent } = serve();
    const { user } = renderApp('/billing/or-invoice');
    await user.type(await orNumber(), 'OR-0001001');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await add(user, 'BI-2025-000007');
    await user.clear(screen.getByLabelText(/^Date issued/));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('adds an invoice once, removes it, and totals the selected invoices', async () => {
    serve();
    const { user } = renderApp('/billing/or-invoice');
    await add(user, 'BI-2025-000007');
    expect(screen.getByRole('button', { name: 'Add invoice BI-2025-000007' })).toBeDisabled();
    await add(user, 'BI-2025-000008');
    const table = selected() as HTMLElement;
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('₱2,520.56')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Remove invoice BI-2025-000007' }));
    expect(within(table).queryByText('BI-2025-000007')).not.toBeInTheDocument();
    expect(within(table).getAllByText('₱1,120.00')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add invoice BI-2025-000007' })).toBeEnabled();
  });

  it('refuses an invoice of another payer when it is added, naming both payers, and adds it once it is alone', async () => {
    serve();
    const { user } = renderApp('/billing/or-invoice');
    await add(user, 'BI-2025-000007');
    await add(user, 'BI-2025-000009');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      'One receipt is for one payer: invoice BI-2025-000009 is billed to another buyer. This receipt is for MINDANAO RICE TRADERS INC.; the invoice of WALK-IN TRADER goes on a receipt of its own.',
    );
    const chosen = () => selected()?.textContent ?? '';
    expect(chosen()).toContain('BI-2025-000007');
    expect(chosen()).not.toContain('BI-2025-000009');
    await add(user, 'BI-2025-000008');
    expect(chosen()).toContain('BI-2025-000008');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes at most 30 invoices, the most one printed receipt lists, and says so', async () => {
    const many = Array.from({ length: 31 }, (_, index) =>
      invoice(100 + index, `BI-2025-${String(100 + index).padStart(6, '0')}`, '100.00'),
    );
    signIn('finance', { 'GET /billing-invoices/no-or/': () => page(many) });
    const { user } = renderApp('/billing/or-invoice');
    // The buttons found once: a role query per click walks the whole page, which grows with every invoice added.
    const adds = await screen.findAllByRole('button', { name: /^Add invoice BI-/ });
    expect(adds.map((button) => button.getAttribute('aria-label'))).toEqual(
      many.map((each) => `Add invoice ${each.invoiceNumber}`),
    );
    for (const button of adds.slice(0, 29)) await user.click(button);
    expect(screen.queryByText('A receipt can settle at most 30 invoices.')).not.toBeInTheDocument();
    await add(user, 'BI-2025-000129');
    expect(await screen.findByText('A receipt can settle at most 30 invoices.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add invoice BI-2025-000130' })).toBeDisabled();
    expect(within(selected() as HTMLElement).getAllByRole('row')).toHaveLength(32);

    await user.click(screen.getByRole('button', { name: 'Remove invoice BI-2025-000100' }));
    expect(screen.getByRole('button', { name: 'Add invoice BI-2025-000130' })).toBeEnabled();
    expect(screen.queryByText('A receipt can settle at most 30 invoices.')).not.toBeInTheDocument();
  });

  it('searches the invoices without a receipt by number', async () => {
    const { searches } = serve();
    const { user } = renderApp('/billing/or-invoice');
    await user.type(await screen.findByRole('textbox', { name: 'Search by invoice number' }), ' 000008 ');
    await waitFor(() => expect(searches.at(-1)).toBe('000008'));
  });

  it('empties the form with Reset', async () => {
    serve();
    const { user } = renderApp('/billing/or-invoice');
    await user.type(await orNumber(), 'OR-0001001');
    await add(user, 'BI-2025-000007');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await orNumber()).toHaveValue('');
    expect(selected()).not.toBeInTheDocument();
    expect(screen.getByText('No invoice added yet.')).toBeInTheDocument();
  });

  it('confirms, sends the OR number, date and invoice ids, says so, empties the form and offers the print', async () => {
    const { sent } = serve(() => ({ status: 201, body: { id: 41, orNumber: 'OR-0001001' } }));
    const { user, router } = renderApp('/billing/or-invoice');
    await user.type(await orNumber(), 'OR-0001001');
    await user.clear(screen.getByLabelText(/^Date issued/));
    await user.type(screen.getByLabelText(/^Date issued/), '2025-01-20');
    await add(user, 'BI-2025-000008');
    await add(user, 'BI-2025-000007');
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Submit official receipt?' });
    expect(dialog).toHaveTextContent('Official receipt OR-0001001 will record the selected invoices as paid.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Official Receipt created successfully');
    expect(sent).toEqual([{ or_number: 'OR-0001001', date_issued: '2025-01-20', billing_invoice_ids: [8, 7] }]);
    expect(await orNumber()).toHaveValue('');
    expect(selected()).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Print receipt OR-0001001' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/or-invoice/41/print'));
  });

  it('says Failed to create official receipt. with the server’s sentence, and keeps the form', async () => {
    serve(() => ({
      status: 409,
      body: { detail: 'Invoice BI-2025-000007 is already paid on official receipt OR-0000999.' },
    }));
    const { user } = renderApp('/billing/or-invoice');
    await user.type(await orNumber(), 'OR-0001001');
    await add(user, 'BI-2025-000007');
    await submit(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create official receipt.');
    expect(alert).toHaveTextContent('Invoice BI-2025-000007 is already paid on official receipt OR-0000999.');
    expect(await orNumber()).toHaveValue('OR-0001001');
    expect(selected()).toBeInTheDocument();
  });

  it('says Failed to create official receipt. alone when the server fails', async () => {
    serve(() => ({ status: 500, body: { detail: 'Internal Server Error' } }));
    const { user } = renderApp('/billing/or-invoice');
    await user.type(await orNumber(), 'OR-0001001');
    await add(user, 'BI-2025-000007');
    await submit(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create official receipt\.$/);
  });
});
