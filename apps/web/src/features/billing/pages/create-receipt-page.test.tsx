import type { UnpaidInvoice } from '@portside/contracts/billing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  kind: 'handling',
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
const addPayment = (user: User, method: 'Add cash' | 'Add cheque' | 'Add bank transfer') =>
  user.click(screen.getByRole('button', { name: method }));
const payment = (line: number) => screen.getByRole('group', { name: `Payment ${line}` });

function serve(post: (body: unknown) => { status?: number; body?: unknown } = () => ({ status: 201 })) {
  const sent: unknown[] = [];
  const searches: (string | null)[] = [];
  const fetchMock = signIn('finance', {
    'GET /official-receipts/withholding': () => ({ body: { percent: '2.00' } }),
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
    // Clicked as the DOM event alone: a user-event click's pointer walk per invoice doubled the test.
    for (const button of adds.slice(0, 29)) fireEvent.click(button);
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
    await user.type(
      await screen.findByRole('textbox', { name: 'Search by invoice number, payer or BL number' }),
      ' 000008 ',
    );
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

  it('records a cheque and a cash balance, and the 2% the payer withheld from one invoice’s net', async () => {
    const { sent } = serve(() => ({ status: 201, body: { id: 42, orNumber: 'OR-0001002' } }));
    const { user } = renderApp('/billing/or-invoice');
    await user.type(await orNumber(), 'OR-0001002');
    await user.clear(screen.getByLabelText(/^Date issued/));
    await user.type(screen.getByLabelText(/^Date issued/), '2025-01-20');
    await add(user, 'BI-2025-000007');
    await add(user, 'BI-2025-000008');
    await user.click(screen.getByRole('checkbox', { name: 'Tax withheld from invoice BI-2025-000007' }));
    expect(screen.getByRole('textbox', { name: 'Withholding rate of invoice BI-2025-000007' })).toHaveValue('2.00');
    const figures = screen.getByRole('table', { name: 'Receipt figures' });
    // 2% of 1,400.56 is 28.0112: 28.01, so 2,520.56 less 28.01 is due.
    expect(figures).toHaveTextContent(
      'Invoices total₱2,520.56Less creditable withholding tax₱28.01Amount due₱2,492.55',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'BIR 2307 number of invoice BI-2025-000007' }),
      '2307-2025-0042',
    );

    await addPayment(user, 'Add cheque');
    const cheque = within(payment(1));
    expect(cheque.getByRole('textbox', { name: 'Amount' })).toHaveValue('2492.55');
    await user.clear(cheque.getByRole('textbox', { name: 'Amount' }));
    await user.type(cheque.getByRole('textbox', { name: 'Amount' }), '2000');
    await user.type(cheque.getByRole('textbox', { name: 'Bank' }), 'BDO Unibank');
    await user.type(cheque.getByRole('textbox', { name: 'Cheque number' }), '0012345');
    await user.type(cheque.getByLabelText(/^Cheque date/), '2025-01-18');
    expect(figures).toHaveTextContent('Still to be covered₱492.55');

    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payments come to PHP 2000.00, but the invoices less the tax withheld come to PHP 2492.55: record exactly what was received.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await addPayment(user, 'Add cash');
    expect(within(payment(2)).getByRole('textbox', { name: 'Amount' })).toHaveValue('492.55');
    expect(figures).toHaveTextContent('Still to be covered₱0.00');
    await submit(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Official Receipt created successfully');
    expect(sent).toEqual([
      {
        or_number: 'OR-0001002',
        date_issued: '2025-01-20',
        billing_invoice_ids: [7, 8],
        payments: [
          {
            method: 'cheque',
            amount: '2000',
            bank: 'BDO Unibank',
            cheque_number: '0012345',
            cheque_date: '2025-01-18',
          },
          { method: 'cash', amount: '492.55' },
        ],
        withholdings: [{ billing_invoice_id: 7, percent: '2.00', certificate_number: '2307-2025-0042' }],
      },
    ]);
  });

  it('asks for a payment before Submit, and removes one', async () => {
    const { sent } = serve();
    const { user } = renderApp('/billing/or-invoice');
    await user.type(await orNumber(), 'OR-0001001');
    await add(user, 'BI-2025-000007');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await addPayment(user, 'Add bank transfer');
    expect(within(payment(1)).getByRole('textbox', { name: 'Transfer reference' })).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Remove payment 1' }));
    expect(screen.queryByRole('group', { name: 'Payment 1' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('confirms, sends the OR number, date and invoice ids, says so, empties the form and offers the print', async () => {
    const { sent } = serve(() => ({ status: 201, body: { id: 41, orNumber: 'OR-0001001' } }));
    const { user, router } = renderApp('/billing/or-invoice');
    await user.type(await orNumber(), 'OR-0001001');
    await user.clear(screen.getByLabelText(/^Date issued/));
    await user.type(screen.getByLabelText(/^Date issued/), '2025-01-20');
    await add(user, 'BI-2025-000008');
    await add(user, 'BI-2025-000007');
    await addPayment(user, 'Add cash');
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Submit official receipt?' });
    expect(dialog).toHaveTextContent('Official receipt OR-0001001 will record the selected invoices as paid.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Official Receipt created successfully');
    expect(sent).toEqual([
      {
        or_number: 'OR-0001001',
        date_issued: '2025-01-20',
        billing_invoice_ids: [8, 7],
        payments: [{ method: 'cash', amount: '2520.56' }],
        withholdings: [],
      },
    ]);
    expect(screen.getByText('No payment recorded yet: add how the payer paid.')).toBeInTheDocument();
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
    await addPayment(user, 'Add cash');
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
    await addPayment(user, 'Add cash');
    await submit(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create official receipt\.$/);
  });
});
