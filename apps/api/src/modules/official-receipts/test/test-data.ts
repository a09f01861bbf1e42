import type { Db } from '../../../db/client';
import { withRollups } from '../../../db/rollups/maintain';
import { billingInvoices, clients, officialReceipts } from '../../../db/schema/index';
import { buildCompany, buildConsignee, buildItem, payInvoices } from '../../../test/factories';

let serial = 0;

/** An invoice of a new BL (or of the given one) with its amounts and its buyer, as billing records them. */
export async function buildBillingInvoice(db: Db, values: Partial<typeof billingInvoices.$inferInsert> = {}) {
  const itemId = values.itemId ?? (await buildItem(db)).id;
  const [invoice] = await withRollups(db, [itemId], () =>
    db
      .insert(billingInvoices)
      .values({
        invoiceNumber: `BI-TEST-${++serial}`,
        billingDate: '2025-01-10',
        netAmount: '1000.00',
        vatAmount: '120.00',
        vatRate: '0.1200',
        buyerName: 'SOMEONE TRADING INC.',
        ...values,
        itemId,
      })
      .returning(),
  );
  if (!invoice) throw new Error('the invoice insert returned nothing');
  return invoice;
}

/**
 * A client company with its client record (address and TIN), a consignee name tied to it, and the buyer its invoices
 * keep (`buyer`: the columns billing fills from them).
 */
export async function buildPayer(db: Db, name: string) {
  const company = await buildCompany(db, { name });
  await db.insert(clients).values({
    firstName: 'Ana',
    lastName: 'Reyes',
    companyId: company.id,
    email: `ana.${company.id}@example.ph`,
    mobileNumber: '09171234567',
    address: '12 Quay Road',
    city: 'Davao City',
    country: 'Philippines',
    salesTaxRegistration: '000-123-456-00000',
  });
  const consignee = await buildConsignee(db, { name: `${name} (consignee)`, companyId: company.id });
  const buyer = {
    buyerCompanyId: company.id,
    buyerName: name,
    buyerAddress: '12 Quay Road, Davao City, Philippines',
    buyerTin: '000-123-456-00000',
  };
  return { company, consignee, buyer };
}

/** A receipt written straight to the tables, as the demo data writes them. */
export async function buildReceipt(db: Db, orNumber: string, dateIssued: string, invoiceIds: number[]) {
  const [receipt] = await db.insert(officialReceipts).values({ orNumber, dateIssued }).returning();
  if (!receipt) throw new Error('the receipt insert returned nothing');
  await payInvoices(db, receipt.id, invoiceIds);
  return receipt;
}
