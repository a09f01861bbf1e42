import { clientPortalMessages, type Proforma, pickUpDaysAhead } from '@portside/contracts/client-portal';
import { decimal, scaled } from '@portside/contracts/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { Conflict, Invalid, NotFound } from '../../../errors';
import { chargesRefusal } from '../../billing-invoices/charges';
import { blCharges, findBl, operatorOf } from '../../billing-invoices/service';
import { terminalToday } from '../../settings/service';
import { storageInvoicesOf } from '../../storage/billed';
import { addDays } from '../../storage/calendar';
import type { BlStayRow } from '../../storage/in-yard';
import { type StorageCounter, stayOf, storageCounter } from '../../storage/stay';
import { withdrawalsOf } from '../../tracking/withdrawals';
import { arrastreOurs, ofCompany } from './company';

/** `handlingDue`: its handling invoice's total while unpaid, 0.00 once paid, null when not billed. */
type Seen = BlStayRow & { id: number; handlingDue: string | null };

/** 422 for a pick-up day before today or more than a year ahead. */
function checkPickUpDay(toDay: string, today: string) {
  const message =
    toDay < today
      ? clientPortalMessages.pickUpDayPast
      : toDay > addDays(today, pickUpDaysAhead)
        ? clientPortalMessages.pickUpDayTooFar
        : undefined;
  if (message) throw new Invalid([{ path: ['to_day'], message }], 'query');
}

/** The handling charges of a BL not billed yet, as billing would charge them today (409 without a tariff). */
async function handlingOf(db: Db, itemId: number, today: string): Promise<Proforma['handling']> {
  const [bl, operator] = await Promise.all([findBl(db, itemId), operatorOf(db)]);
  if (!bl) throw new NotFound(clientPortalMessages.itemNotFound);
  const charges = await blCharges(db, bl, operator, today, 'vatable').catch((error: unknown) => {
    throw error instanceof Conflict ? new Conflict(clientPortalMessages.noTariff) : error;
  });
  if (chargesRefusal(charges, true) === 'zeroAmount') throw new Conflict(clientPortalMessages.noTariff);
  return {
    lines: charges.lines,
    net: charges.netAmount,
    vatPercent: charges.vatPercent,
    vat: charges.vatAmount,
    total: charges.totalAmount,
  };
}

/**
 * Its storage to `toDay` in our yard: accrued after the days its storage invoices bill, at what remains each day (no
 * truck planned: the packages still in stay to `toDay`), and those invoices no receipt pays. Null when the BL is not
 * in our yard or not discharged.
 */
function storageOf(row: Seen, count: StorageCounter, toDay: string): Proforma['storage'] {
  if (!row.arrastreIsOurs) return null;
  const { billedTo, unpaid } = row.storageInvoices;
  const accrual = count(row.stay, row.withdrawals, toDay, billedTo ? { after: billedTo } : {});
  if (!accrual) return null;
  const total = scaled(accrual.totalAmount, 2) + scaled(unpaid, 2);
  return { accrual, billedTo, unpaidInvoices: unpaid, total: decimal(total, 2) };
}

/**
 * What the company's BL would cost to take out on `toDay` (today by default, the terminal's day): its handling while
 * not billed, else its handling invoice while unpaid, and its storage in our yard (docs/domain.md "Client portal:
 * storage"). 404 for a BL the company does not
 * see (another company's, or one we do not handle: ofCompany), exactly as for one that does not exist; 409 when there
 * is nothing to show (billed, and no storage of ours to count), or when its handling has no tariff in force.
 */
export async function readProforma(
  db: Db,
  companyId: number,
  itemId: number,
  asked: { toDay?: string },
): Promise<Proforma> {
  const [[row], count, today] = await Promise.all([
    selectRows<Seen & { blNo: string }>(
      db,
      sql`select i.id, i.bl_no as "blNo", ${arrastreOurs} as "arrastreIsOurs", i.gate_out_at as "gateOutAt",
          ${stayOf(sql`i`, sql`w`)} as stay, ${withdrawalsOf(sql`i.id`)} as withdrawals,
          ${storageInvoicesOf(sql`i.id`)} as "storageInvoices",
          (select (case when b.official_receipt_id is null then b.net_amount + b.vat_amount else 0 end)::numeric(16, 2)::text
            from billing_invoices b where b.item_id = i.id and b.kind = 'handling') as "handlingDue"
        from items i join work_orders w on w.id = i.work_order_id
        where i.id = ${itemId} and ${ofCompany(companyId)}`,
    ),
    storageCounter(db),
    terminalToday(db),
  ]);
  if (!row) throw new NotFound(clientPortalMessages.itemNotFound);
  const toDay = asked.toDay ?? today;
  checkPickUpDay(toDay, today);
  const storage = storageOf(row, count, toDay);
  const billed = row.handlingDue !== null;
  if (billed && !storage) throw new Conflict(clientPortalMessages.alreadyBilled);
  const handling = billed ? null : await handlingOf(db, itemId, today);
  const handlingDue = row.handlingDue ?? '0.00';
  const total = scaled(handling?.total ?? '0.00', 2) + scaled(handlingDue, 2) + scaled(storage?.total ?? '0.00', 2);
  return { itemId, blNo: row.blNo, asOf: today, toDay, handling, handlingDue, storage, total: decimal(total, 2) };
}
