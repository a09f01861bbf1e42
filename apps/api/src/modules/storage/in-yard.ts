import type { BlInYard } from '@portside/contracts/tracking';
import { remainingOf, type WithdrawalOnDay } from '../tracking/withdrawals';
import { type StorageInvoices, storageBillingOf } from './billed';
import type { StayRow, StorageCounter } from './stay';

/** A BL as read with its stay (`stayOf`), releases (`withdrawalsOf`) and storage invoices (`storageInvoicesOf`). */
export type BlStayRow = {
  arrastreIsOurs: boolean;
  gateOutAt: Date | string | null;
  stay: StayRow;
  withdrawals: WithdrawalOnDay[];
  storageInvoices: StorageInvoices;
};

/**
 * Its storage to today, what it owes of it, what remains in the terminal and the trucks that took the rest. Storage is
 * the yard's: a BL another arrastre operator delivers is stored and charged by it (null).
 */
export function blInYardOf(row: BlStayRow, count: StorageCounter): BlInYard {
  const storage = row.arrastreIsOurs ? count(row.stay, row.withdrawals) : null;
  return {
    storage,
    storageBilling: storage && storageBillingOf(count, row.stay, row.withdrawals, row.storageInvoices, storage),
    remainingPackages: remainingOf(row),
    withdrawals: row.withdrawals.map(({ day: _day, ...withdrawal }) => withdrawal),
  };
}
