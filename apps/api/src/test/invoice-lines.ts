import type { BilledLine } from '@portside/contracts/billing';

/** A handling line as it was charged: without the days only a storage line has (null on a handling line). */
export const chargedLine = ({ periodFrom: _from, periodTo: _to, days: _days, tier: _tier, ...line }: BilledLine) =>
  line;
