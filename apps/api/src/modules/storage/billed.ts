import type { BilledLine } from '@portside/contracts/billing';
import { decimal, scaled } from '@portside/contracts/money';
import type { StorageAccrual, StorageLine } from '@portside/contracts/storage';
import type { TrackingResult } from '@portside/contracts/tracking';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Withdrawal } from './accrual';
import type { StayRow, StorageCounter } from './stay';

/** A BL's standing storage invoices: the last day they bill (null: none), and their total no receipt pays yet. */
export type StorageInvoices = { billedTo: string | null; unpaid: string };

/** The standing storage invoices of the BL `itemId`, read through billing_invoices_storage_key. */
export const storageInvoicesOf = (itemId: AnyPgColumn | SQL) =>
  sql<StorageInvoices>`(select jsonb_build_object(
      'billedTo', max(b.storage_to)::text,
      'unpaid', coalesce(sum(b.net_amount + b.vat_amount) filter (where b.official_receipt_id is null), 0)::numeric(16, 2)::text
    ) from billing_invoices b where b.item_id = ${itemId} and b.kind = 'storage')`;

/**
 * What the BL owes of its storage to today, VAT included: the days accrued after its last storage invoice, and the
 * storage invoices no receipt pays. Its standing storage invoices follow one another from the first charged day (only
 * the last can be cancelled), so every day up to the last one billed is on an invoice. `accrued` is the whole stay's
 * count to today: what is unbilled while no invoice bills any of it.
 */
export function storageBillingOf(
  count: StorageCounter,
  stay: StayRow,
  withdrawals: readonly Withdrawal[],
  invoices: StorageInvoices,
  accrued: StorageAccrual,
): NonNullable<TrackingResult['storageBilling']> {
  const unbilled = invoices.billedTo ? count(stay, withdrawals, undefined, { after: invoices.billedTo }) : accrued;
  const owed = scaled(unbilled?.totalAmount ?? '0.00', 2) + scaled(invoices.unpaid, 2);
  return { billedTo: invoices.billedTo, owedAmount: decimal(owed, 2) };
}

/** The accrual's lines as a storage invoice keeps them: its days, rate step, revenue tons and rate per day. */
export const invoiceLinesOf = (lines: readonly StorageLine[]): BilledLine[] =>
  lines.map((line) => ({
    category: 'storage',
    basis: line.basis,
    quantity: line.quantity,
    unitRate: line.ratePerDay,
    amount: line.amount,
    periodFrom: line.from,
    periodTo: line.to,
    days: line.days,
    tier: line.tier,
  }));
