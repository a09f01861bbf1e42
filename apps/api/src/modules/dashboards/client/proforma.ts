import { clientPortalMessages, type Proforma } from '@portside/contracts/client-portal';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { billingInvoices } from '../../../db/schema/index';
import { Conflict, NotFound } from '../../../errors';
import { chargesRefusal } from '../../billing-invoices/charges';
import { blCharges, findBl, operatorOf } from '../../billing-invoices/service';
import { terminalToday } from '../../settings/service';
import { ofCompany } from './company';

/**
 * What billing would charge for the company's BL not billed yet if it were billed today (the terminal's day): the same
 * charges (billing-invoices' blCharges: the tariffs in force today for the categories our operator handles, VAT as the
 * settings say, a vatable invoice). 404 for a BL the company does not see (another company's, or one we do not
 * handle: ofCompany), exactly as for one that does not exist; 409 when it is billed (its invoice is what it owes), or
 * when there is nothing to charge (no tariff in force for our services, or a total of 0.00).
 */
export async function readProforma(db: Db, companyId: number, itemId: number): Promise<Proforma> {
  const [seen] = await selectRows<{ id: number }>(
    db,
    sql`select i.id from items i where i.id = ${itemId} and ${ofCompany(companyId)}`,
  );
  const bl = seen ? await findBl(db, itemId) : undefined;
  if (!bl) throw new NotFound(clientPortalMessages.itemNotFound);
  const [billed] = await db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.itemId, itemId), eq(billingInvoices.kind, 'handling')));
  if (billed) throw new Conflict(clientPortalMessages.alreadyBilled);
  const [today, operator] = await Promise.all([terminalToday(db), operatorOf(db)]);
  const charges = await blCharges(db, bl, operator, today, 'vatable').catch((error: unknown) => {
    throw error instanceof Conflict ? new Conflict(clientPortalMessages.noTariff) : error;
  });
  if (chargesRefusal(charges, true) === 'zeroAmount') throw new Conflict(clientPortalMessages.noTariff);
  return {
    itemId,
    blNo: bl.blNo,
    asOf: today,
    lines: charges.lines,
    net: charges.netAmount,
    vatPercent: charges.vatPercent,
    vat: charges.vatAmount,
    total: charges.totalAmount,
  };
}
