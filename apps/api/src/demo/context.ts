import type { AuditEntity } from '@portside/contracts/audit-log';
import type { StorageTariff } from '@portside/contracts/storage';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/rows';
import type { BulkWriter } from './insert';
import type { World } from './registries';
import type { Day } from './time';

/** The first user of each staff role, who "did" the generated work (created work orders, billed, received). */
export type Staff = Partial<
  Record<'admin' | 'commercial' | 'operation' | 'checker' | 'finance' | 'guard', { id: number; username: string }>
>;

/** What every part of the generation shares: where rows go, the registries, the clock and the numbering. */
export type Context = {
  writer: BulkWriter;
  world: World;
  staff: Staff;
  today: Day;
  /** "Now" of the data: noon of `today` in Manila; nothing happens after it except announced arrivals. */
  now: number;
  /** Running numbers per prefix (work orders per year, BLs per line, invoices per year ...). */
  serials: Map<string, number>;
  /** Ships per line, so that each ship calls a few times a year whatever the size of the data set. */
  fleetSizes: Map<string, number>;
  /** Our handled CBM (thousandths) per `year:category`, for the targets. */
  ourCbm: Map<string, number>;
  /** Address and TIN of each client company as its invoices print them (its first contact's). */
  buyers: Map<number, { address: string; tin: string | null }>;
  /** The company of the demo `client` user: it pays on 45-day terms, so its portal shows accounts payable. */
  demoClientCompany: number | null;
  /** The storage tariffs of the settings: what cargo that stays past its free days pays before it leaves. */
  storageTariffs: StorageTariff[];
  /** The day of the latest credit memo: the series is numbered in the order of the memos' dates, as the API keeps it. */
  latestMemoDay: Day;
};

export async function findStaff(db: Db): Promise<Staff> {
  const rows = await selectRows<{ id: number; username: string; role: keyof Staff }>(
    db,
    sql`select distinct on (role) id, username, role from users where role <> 'client' and is_active order by role, id`,
  );
  const staff: Staff = {};
  for (const row of rows) {
    staff[row.role] = { id: Number(row.id), username: row.username };
  }
  return staff;
}

export function nextSerial(context: Context, key: string, start = 1): number {
  const value = context.serials.get(key) ?? start;
  context.serials.set(key, value + 1);
  return value;
}

/** Recent activity also appears in the audit log, as if staff had entered it through the screens. */
const auditWindowDays = 14;

export function audit(
  context: Context,
  role: keyof Staff,
  entity: AuditEntity,
  entityId: number,
  after: Record<string, unknown>,
  at: number,
  action: 'create' | 'update' = 'create',
  before: Record<string, unknown> | null = null,
): void {
  if (at > context.now || at < context.now - auditWindowDays * 86_400_000) return;
  const { writer } = context;
  writer.add('audit_log', {
    id: writer.nextId('audit_log'),
    userId: context.staff[role]?.id ?? null,
    action,
    entity,
    entityId: String(entityId),
    before,
    after,
    reason: null,
    createdAt: new Date(at),
  });
}
