import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import { clientPortalMessages } from '@portside/contracts/client-portal';
import type { OfficialReceiptDetail } from '@portside/contracts/official-receipts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { NotFound } from '../../../errors';
import { findBillingInvoice } from '../../billing-invoices/queries';
import { readOfficialReceipt } from '../../official-receipts/queries';
import { ofCompany } from './company';

/**
 * Whether every invoice `b` of the set (and at least one) bills one of the BLs the company sees (ofCompany): a document
 * of another company, or of several including another's, is not found, exactly as one that does not exist.
 */
async function allOwn(db: Db, companyId: number, invoices: SQL) {
  const [row] = await selectRows<{ invoices: number; own: number }>(
    db,
    sql`select count(*)::int as invoices, count(*) filter (where ${ofCompany(companyId)})::int as own
      from billing_invoices b join items i on i.id = b.item_id
      where ${invoices}`,
  );
  return row !== undefined && row.invoices > 0 && row.invoices === row.own;
}

/** The company's sales invoice as finance reads it (404 invoiceNotFound unless its BL is one the company sees). */
export async function readClientInvoice(db: Db, companyId: number, invoiceId: number): Promise<BillingInvoiceDetail> {
  const own = await allOwn(db, companyId, sql`b.id = ${invoiceId}`);
  const invoice = own ? await findBillingInvoice(db, invoiceId) : undefined;
  if (!invoice) throw new NotFound(clientPortalMessages.invoiceNotFound);
  return invoice;
}

/** The company's official receipt as finance reads it (404 receiptNotFound unless every BL it pays is one it sees). */
export async function readClientReceipt(db: Db, companyId: number, receiptId: number): Promise<OfficialReceiptDetail> {
  if (!(await allOwn(db, companyId, sql`b.official_receipt_id = ${receiptId}`))) {
    throw new NotFound(clientPortalMessages.receiptNotFound);
  }
  return readOfficialReceipt(db, receiptId);
}
