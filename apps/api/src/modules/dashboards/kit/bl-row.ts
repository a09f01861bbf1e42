import { sql } from 'drizzle-orm';
import { descriptionShown, isoInstant as iso } from '../../../db/sql-expressions';

/** The consignee's name as shown: the registry's (`c`), else the printed text trimmed. */
export const consigneeShown = sql`coalesce(c.name, btrim(i.consignee))`;

/**
 * The columns of spec 3's "client item / receivable item" (contracts' billOfLadingRowSchema) but the OR, of the BL `i` and what
 * `blRowJoins` joins to it.
 */
export const blRowColumns = sql`i.id, ${iso(sql`m.time_of_berth`)} as "timeOfBerth", ${iso(sql`i.handled_at`)} as "handledAt",
  s.name as "vesselName", s.voyage_number as "voyageNo", ${consigneeShown} as consignee, i.bl_no as "blNo",
  ${descriptionShown} as type, i.no_packages as "noPackages", i.cbm::float8 as "cbmSo",
  i.gross_weight::float8 as "grossWeight", cl.clearance_number as "clearanceNumber",
  ${iso(sql`i.gate_out_at`)} as "gateOutAt", i.arrival_date::text as "arrivalDate"`;

/** The BL `i`'s work order `w`, vessel `s`, monitoring `m`, consignee `c`, description `d` and clearance `cl`. */
export const blRowJoins = sql`join work_orders w on w.id = i.work_order_id
  join vessels s on s.id = w.vessel_id
  left join monitoring m on m.work_order_id = w.id
  left join consignees c on c.id = i.consignee_id
  left join descriptions d on d.id = i.description_id
  left join clearances cl on cl.item_id = i.id`;
