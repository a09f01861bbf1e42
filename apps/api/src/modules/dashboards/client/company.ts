import { clientComparisonYears, clientPortalMessages, clientVolumeYears } from '@portside/contracts/client-portal';
import { type SQL, sql } from 'drizzle-orm';
import { Conflict, Invalid, type RequestPart } from '../../../errors';
import type { CurrentUser } from '../../../plugins/auth';
import { ownHandlerIds } from '../kit/filter';

/**
 * The signed-in client's company, from the user row the auth plugin read with the session (never from a parameter):
 * every data call of the portal reads that company's BLs only; a client not linked yet gets 409 with the sentence.
 */
export function companyOf(user: CurrentUser): number {
  if (user.companyId === null) throw new Conflict(clientPortalMessages.noCompany);
  return user.companyId;
}

/**
 * The company's BLs that we handle (`i`: items): those whose registry consignee belongs to it and of which our operator
 * does the stevedoring or the arrastre (docs/domain.md "Client portal corrections"); a BL handled by competitors alone
 * is never billed, paid or released by us, so the client does not see it. Both lists are computed once before the
 * scan: items_consignee_client_idx is read consignee after consignee of the company, its handlers from the index.
 */
export const ofCompany = (companyId: number): SQL =>
  sql`(i.consignee_id = any(array(select c.id from consignees c where c.company_id = ${companyId}))
    and (i.stevedoring_id = any(${ownHandlerIds}) or i.arrastre_id = any(${ownHandlerIds})))`;

/**
 * The BL `i`'s arrastre handler is one of our operators: only then does our gate release it (docs/domain.md "Who
 * releases what"); a BL of which we do only the stevedoring leaves by another operator's gate, never gated out here.
 */
export const arrastreOurs = sql`(i.arrastre_id = any(${ownHandlerIds}))`;

/**
 * The invoice `b` of each BL `i`, if any (at most one: billing_invoices_item_key), probed BL by BL through that index:
 * a company's 20,000 BLs cost 20,000 index probes, where a join the planner is free to hash reads all 500,000
 * invoices (the LIMIT keeps the subquery from being pulled up into such a join).
 */
export const invoiceOfBl = sql`left join lateral (
    select b.item_id, b.billing_date, b.official_receipt_id, b.net_amount, b.vat_amount
    from billing_invoices b where b.item_id = i.id and b.kind = 'handling' limit 1
  ) b on true`;

/** A year's first day and the next year's (the range of its arrivals or billings). */
export const yearRange = (year: number) => ({ start: `${year}-01-01`, end: `${year + 1}-01-01` });

/** Spec 9: the cargo volume, CBM status and summary offer this year and the 4 before; the comparison the last 6. */
const windows = {
  volume: { years: clientVolumeYears, message: clientPortalMessages.volumeYearInvalid },
  comparison: { years: clientComparisonYears, message: clientPortalMessages.comparisonYearInvalid },
};

/** 422 on each field whose year is outside the selector's window ending on the terminal's current year. */
export function checkYears(
  currentYear: number,
  window: keyof typeof windows,
  part: RequestPart,
  years: Record<string, number>,
) {
  const { years: count, message } = windows[window];
  const outside = Object.entries(years).filter(([, year]) => year > currentYear || year <= currentYear - count);
  if (outside.length > 0)
    throw new Invalid(
      outside.map(([field]) => ({ path: [field], message })),
      part,
    );
}
