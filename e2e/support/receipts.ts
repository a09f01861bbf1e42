import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import type { Consignee } from '@portside/contracts/consignees';
import type { OfficialReceiptDetail } from '@portside/contracts/official-receipts';
import type { GateItem } from '@portside/contracts/tracking';
import type { Item, WorkOrder } from '@portside/contracts/work-orders';
import type { Page } from 'playwright-core';
import { ownOperators } from '../../apps/api/src/demo/names';
import { asDemoUser } from './api';
import { uniqueSuffix } from './commercial';

/** A day in the terminal's time zone (the demo keeps Asia/Manila), `daysAgo` before today. */
const terminalDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });

/**
 * One official receipt settling `count` invoices of one payer, made through the API: commercial records a visit that
 * arrived yesterday (a vessel of a shipping agent of its own) with `count` BLs consigned to a demo consignee whose
 * client company has a TIN, delivered by our arrastre; finance bills each BL today, then pays them all on one receipt.
 */
export async function receiptOfInvoices(page: Page, count: number): Promise<OfficialReceiptDetail> {
  const suffix = uniqueSuffix();
  const commercial = await asDemoUser(page, 'commercial');
  const finance = await asDemoUser(page, 'finance');
  const { data: consignees } = await commercial<{ data: Consignee[] }>('/consignees/?limit=100');
  const consignee = consignees.find((each) => each.companyId !== null);
  if (!consignee) throw new Error('No demo consignee has a client company');
  const line = await commercial<{ slId: number }>('/shipping-lines/', { name: `RECEIPT LINE ${suffix}` });
  const agent = await commercial<{ id: number }>('/shipping-agents/', {
    sl_id: line.slId,
    name: `RECEIPT AGENT ${suffix}`,
  });
  const vessel = await commercial<{ id: number }>('/vessels/', {
    name: `MV RECEIPT ${suffix}`,
    voyage_number: 'V.01',
    company_id: agent.id,
  });
  const visit = await commercial<WorkOrder>('/work-orders/', { vessel_id: vessel.id, arrival_date: terminalDay(1) });
  const number = (index: number) => String(index + 1).padStart(2, '0');
  const { data: bls } = await commercial<{ data: Item[] }>(
    '/items/',
    Array.from({ length: count }, (_, index) => ({
      wo_id: visit.id,
      bl_no: `RC${suffix}${number(index)}`,
      consignee: consignee.name,
      consignee_id: consignee.id,
      no_packages: 10 + index,
      description: 'STEEL COILS',
      gross_weight: 12_000 + 250 * index,
      cbm_so: 8 + index,
      arrastre: ownOperators[0],
    })),
  );
  const invoices: BillingInvoiceDetail[] = [];
  for (const [index, bl] of bls.entries()) {
    invoices.push(
      await finance<BillingInvoiceDetail>('/billing-invoices/', {
        item_id: bl.itemId,
        invoice_number: `SI-${suffix}-${number(index)}`,
        billing_date: terminalDay(0),
      }),
    );
  }
  const { id } = await finance<OfficialReceiptDetail>('/official-receipts/', {
    or_number: `OR-${suffix}`,
    date_issued: terminalDay(0),
    billing_invoice_ids: invoices.map((invoice) => invoice.id),
  });
  return finance<OfficialReceiptDetail>(`/official-receipts/${id}`);
}

/**
 * The storage a demo BL owes at the gate by now, if any, billed to today and paid on a receipt through the API, as
 * finance does it on its pages.
 */
export async function settleStorage(page: Page, bl: { id: number; blNo: string }): Promise<void> {
  const guard = await asDemoUser(page, 'guard');
  const finance = await asDemoUser(page, 'finance');
  const { data } = await guard<{ data: GateItem[] }>(`/gate/bl?bl_no=${encodeURIComponent(bl.blNo)}`);
  if (!data.find((found) => found.id === bl.id)?.refusals.includes('storageOwed')) return;
  const suffix = uniqueSuffix();
  const invoice = await finance<BillingInvoiceDetail>('/billing-invoices/storage', {
    item_id: bl.id,
    invoice_number: `SI-ST-${suffix}`,
    billing_date: terminalDay(0),
    storage_to: terminalDay(0),
  });
  await finance('/official-receipts/', {
    or_number: `OR-ST-${suffix}`,
    date_issued: terminalDay(0),
    billing_invoice_ids: [invoice.id],
  });
}
