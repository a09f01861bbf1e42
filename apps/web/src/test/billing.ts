import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import type { OfficialReceiptDetail } from '@portside/contracts/official-receipts';

/** Invoice 40 as GET /billing-invoices/{id} answers it: two lines, VAT on its own line, a registered buyer. */
export const buildInvoiceDetail = (overrides: Partial<BillingInvoiceDetail> = {}): BillingInvoiceDetail => ({
  id: 40,
  invoiceNumber: 'SI-2025-0100',
  itemId: 12,
  blNo: 'MNL-002',
  billingDate: '2025-08-01',
  vesselName: 'MV Zephyr',
  voyageNo: '118N',
  consignee: 'LUZON STEEL CORP.',
  netAmount: '2965.80',
  vatAmount: '355.90',
  totalAmount: '3321.70',
  orNumber: null,
  createdAt: '2025-08-01T02:00:00Z',
  cancellation: null,
  vatTreatment: 'vatable',
  vatPercent: '12.00',
  lines: [
    {
      category: 'stevedoring',
      basis: 'cbm',
      quantity: '10.000',
      unitRate: '120.00',
      amount: '1200.00',
    },
    {
      category: 'arrastre',
      basis: 'revenueTon',
      quantity: '8.829',
      unitRate: '200.00',
      amount: '1765.80',
    },
  ],
  seller: {
    name: 'ACME PORT SERVICES INC.',
    address: 'Pier 3, North Harbor',
    tin: '000-123-456-00000',
    vatRegistered: true,
  },
  buyer: { name: 'Luzon Steel Corp.', address: '12 Roxas Blvd, Pasay', tin: '111-222-333-00000' },
  description: 'STEEL COILS',
  noPackages: 10,
  cbm: 10,
  grossWeight: 5000,
  creditMemos: [],
  remainingAmount: '3321.70',
  ...overrides,
});

/** An invoice as a receipt lists it. */
export const receiptInvoice = (id: number, invoiceNumber: string, totalAmount: string) => ({
  id,
  invoiceNumber,
  itemId: id,
  blNo: `MNL${id}`,
  billingDate: '2025-01-10',
  vesselName: 'MV Pacific Star',
  voyageNo: '12',
  consignee: 'MINDANAO RICE TRADERS',
  netAmount: totalAmount,
  vatAmount: '0.00',
  totalAmount,
  orNumber: 'OR-0001001',
  createdAt: '2025-01-10T02:00:00Z',
  cancellation: null,
});

/** Receipt 41 as GET /official-receipts/{id} answers it: two invoices, a registered seller, a payer without TIN. */
export const buildReceiptDetail = (overrides: Partial<OfficialReceiptDetail> = {}): OfficialReceiptDetail => ({
  id: 41,
  orNumber: 'OR-0001001',
  dateIssued: '2025-01-20',
  invoiceNumbers: ['BI-2025-000007', 'BI-2025-000008'],
  totalAmount: '2520.56',
  createdAt: '2025-01-20T03:00:00Z',
  invoices: [receiptInvoice(7, 'BI-2025-000007', '1400.56'), receiptInvoice(8, 'BI-2025-000008', '1120.00')],
  seller: {
    name: 'ACME PORT SERVICES',
    address: 'Pier 5, North Harbor, Manila',
    tin: '000-123-456-00000',
    vatRegistered: true,
  },
  payer: { name: 'Mindanao Rice Traders', address: '12 Quay Road, Davao City', tin: null },
  credited: false,
  cancellation: null,
  payments: [],
  withholdings: [],
  amountReceived: '2520.56',
  taxWithheld: '0.00',
  ...overrides,
});
