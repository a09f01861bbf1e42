import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type ColumnType = 'int' | 'bigint' | 'text' | 'numeric' | 'date' | 'timestamptz' | 'bool' | 'jsonb';

/** The columns the generator writes, table by table, in foreign-key order (parents first). */
const tables = {
  kinds_of_company: { id: 'int', name: 'text', created_at: 'timestamptz' },
  shipping_lines: { id: 'int', name: 'text', created_at: 'timestamptz' },
  companies: {
    id: 'int',
    name: 'text',
    kind_id: 'int',
    is_client: 'bool',
    shipping_line_id: 'int',
    created_at: 'timestamptz',
  },
  users: {
    id: 'int',
    name: 'text',
    username: 'text',
    password_hash: 'text',
    role: 'text',
    is_active: 'bool',
    company_id: 'int',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  login_logs: { id: 'int', user_id: 'int', username: 'text', ip: 'text', success: 'bool', created_at: 'timestamptz' },
  clients: {
    id: 'int',
    first_name: 'text',
    middle_name: 'text',
    last_name: 'text',
    company_id: 'int',
    email: 'text',
    mobile_number: 'text',
    website: 'text',
    address: 'text',
    city: 'text',
    province: 'text',
    zip_code: 'text',
    country: 'text',
    payment_method: 'text',
    terms: 'text',
    delivery_options: 'text',
    language: 'text',
    sales_tax_registration: 'text',
    opening_balance: 'numeric',
    opening_balance_as_of: 'date',
    created_at: 'timestamptz',
  },
  cargo_handlers: { id: 'int', name: 'text', type: 'text', created_at: 'timestamptz' },
  descriptions: { id: 'int', content: 'text', created_at: 'timestamptz' },
  consignees: { id: 'int', name: 'text', company_id: 'int', created_at: 'timestamptz' },
  vessels: {
    id: 'int',
    name: 'text',
    voyage_number: 'text',
    shipping_agent_id: 'int',
    vessel_type: 'text',
    created_at: 'timestamptz',
  },
  work_orders: {
    id: 'int',
    number: 'text',
    vessel_id: 'int',
    status: 'text',
    owner: 'text',
    type: 'text',
    arrival_date: 'date',
    created_by: 'int',
    created_at: 'timestamptz',
  },
  items: {
    id: 'int',
    work_order_id: 'int',
    bl_no: 'text',
    marks_and_numbers: 'text',
    shipper: 'text',
    consignee: 'text',
    consignee_id: 'int',
    no_packages: 'int',
    description: 'text',
    description_id: 'int',
    gross_weight: 'numeric',
    cbm: 'numeric',
    stevedoring_id: 'int',
    arrastre_id: 'int',
    arrival_date: 'date',
    handled_at: 'timestamptz',
    gate_out_at: 'timestamptz',
    created_at: 'timestamptz',
  },
  sub_items: {
    id: 'int',
    item_id: 'int',
    vehicle_maker: 'text',
    vehicle_model: 'text',
    chassis_no: 'text',
    length_cm: 'numeric',
    width_cm: 'numeric',
    height_cm: 'numeric',
    cbm: 'numeric',
  },
  monitoring: {
    id: 'int',
    work_order_id: 'int',
    actual_time_of_arrival: 'timestamptz',
    time_of_berth: 'timestamptz',
    time_of_departure: 'timestamptz',
    berth_location: 'text',
    pier: 'text',
    target_moves_per_hour: 'numeric',
    no_gang: 'int',
    break_duration_hours: 'numeric',
    updated_at: 'timestamptz',
  },
  productivity_tallies: {
    id: 'int',
    work_order_id: 'int',
    hour_start: 'timestamptz',
    gang: 'int',
    moves: 'int',
    recorded_by: 'int',
  },
  delays: {
    id: 'int',
    work_order_id: 'int',
    reason: 'text',
    notes: 'text',
    from_time: 'timestamptz',
    to_time: 'timestamptz',
    created_at: 'timestamptz',
  },
  clearances: {
    id: 'int',
    item_id: 'int',
    clearance_number: 'text',
    clearance_date: 'date',
    created_at: 'timestamptz',
  },
  billing_invoices: {
    id: 'int',
    invoice_number: 'text',
    item_id: 'int',
    billing_date: 'date',
    net_amount: 'numeric',
    vat_amount: 'numeric',
    created_at: 'timestamptz',
  },
  official_receipts: { id: 'int', or_number: 'text', date_issued: 'date', created_at: 'timestamptz' },
  official_receipt_invoices: { official_receipt_id: 'int', billing_invoice_id: 'int' },
  tariffs: { id: 'int', category: 'text', rate_per_cbm: 'numeric', vat_rate: 'numeric', effective_from: 'date' },
  cbm_targets: { id: 'int', year: 'int', month: 'int', category: 'text', cbm: 'numeric' },
  audit_log: {
    id: 'bigint',
    user_id: 'int',
    action: 'text',
    entity: 'text',
    entity_id: 'text',
    before: 'jsonb',
    after: 'jsonb',
    created_at: 'timestamptz',
  },
} as const satisfies Record<string, Record<string, ColumnType>>;

export type TableName = keyof typeof tables;
type Value = string | number | boolean | null;
/** A row: every column must be given (null when empty), so a forgotten column is a type error. */
export type Row<T extends TableName> = { -readonly [K in keyof (typeof tables)[T]]: Value };

const tableNames = Object.keys(tables) as TableName[];
const columnNames = Object.fromEntries(tableNames.map((name) => [name, Object.keys(tables[name])])) as Record<
  TableName,
  string[]
>;
const rowsPerStatement = 5_000;

/**
 * The tables of a batch in three lanes: the parents first (every other table references them), then two lanes of
 * children written side by side on their own connections, so that PostgreSQL works on more than one core.
 */
const childLanes: TableName[][] = [
  ['clearances', 'billing_invoices', 'official_receipts', 'official_receipt_invoices', 'audit_log', 'login_logs'],
  ['monitoring', 'productivity_tallies', 'delays', 'sub_items'],
];
const parentLane = tableNames.filter((name) => !childLanes.flat().includes(name));

/**
 * Buffers generated rows column by column and writes them with `insert ... select * from unnest($1::int[], ...)`:
 * one parameter per column whatever the row count, which PGlite and node-postgres both take. A batch is written
 * parents first, in one transaction per lane; while it is written, the next batch is generated. Ids are given by
 * the generator, so children reference parents without reading anything back.
 */
export class BulkWriter {
  readonly counts = Object.fromEntries(tableNames.map((name) => [name, 0])) as Record<TableName, number>;
  private buffers = emptyBuffers();
  private buffered = 0;
  private parentsWritten: Promise<void> = Promise.resolve();
  private childrenWritten: Promise<void> = Promise.resolve();
  private olderChildrenWritten: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  private readonly lastIds: Record<string, number>;

  private constructor(
    private readonly db: Db,
    private readonly batchRows: number,
    lastIds: Record<string, number>,
  ) {
    this.lastIds = lastIds;
  }

  static async open(db: Db, batchRows = 20_000): Promise<BulkWriter> {
    const lastIds: Record<string, number> = {};
    for (const name of tableNames) {
      if (!('id' in tables[name])) continue;
      const [row] = await selectRows<{ id: number }>(
        db,
        sql`select coalesce(max(id), 0)::int as id from ${sql.identifier(name)}`,
      );
      lastIds[name] = Number(row?.id ?? 0);
    }
    return new BulkWriter(db, batchRows, lastIds);
  }

  nextId(table: TableName): number {
    const id = (this.lastIds[table] ?? 0) + 1;
    this.lastIds[table] = id;
    return id;
  }

  add<T extends TableName>(table: T, row: Row<T>): void {
    const columns = this.buffers[table];
    const values = row as Record<string, Value>;
    columnNames[table].forEach((column, index) => {
      (columns[index] as Value[]).push(values[column] ?? null);
    });
    this.counts[table] += 1;
    this.buffered += 1;
  }

  /** Writes the buffered rows once there are enough of them. */
  async maybeFlush(): Promise<void> {
    if (this.buffered >= this.batchRows) await this.flush();
  }

  /**
   * Starts writing the buffered rows once the previous batch's parents are in (this batch may reference them) and
   * the children of the batch before it too (so that at most two batches wait in memory).
   */
  async flush(): Promise<void> {
    await Promise.all([this.parentsWritten, this.olderChildrenWritten]);
    if (this.failure) throw this.failure;
    if (this.buffered === 0) return;
    const batch = this.buffers;
    this.buffers = emptyBuffers();
    this.buffered = 0;
    const fail = (error: unknown) => {
      this.failure ??= error;
    };
    const parents = this.writeLane(batch, parentLane);
    const children = Promise.all([parents, this.childrenWritten]).then(() =>
      Promise.all(childLanes.map((lane) => this.writeLane(batch, lane))),
    );
    this.olderChildrenWritten = this.childrenWritten;
    this.parentsWritten = parents.catch(fail);
    this.childrenWritten = children.then(() => undefined, fail);
  }

  /** Writes what is left, then moves every id sequence past the ids given. */
  async finish(): Promise<void> {
    await this.flush();
    await Promise.all([this.parentsWritten, this.childrenWritten]);
    if (this.failure) throw this.failure;
    for (const name of tableNames) {
      if (!('id' in tables[name])) continue;
      await this.db.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), greatest(max(id), 1), max(id) is not null) from ${sql.identifier(name)}`,
      );
    }
  }

  private async writeLane(batch: Buffers, lane: TableName[]): Promise<void> {
    if (lane.every((name) => (batch[name][0] as Value[]).length === 0)) return;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      for (const name of lane) {
        const columns = batch[name];
        const length = (columns[0] as Value[]).length;
        for (let start = 0; start < length; start += rowsPerStatement) {
          const slice = columns.map((values) => values.slice(start, start + rowsPerStatement));
          await tx.execute(insertStatement(name, slice));
        }
      }
    });
  }
}

type Buffers = Record<TableName, Value[][]>;

/** Rows of a raw query, whichever driver answers. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

function emptyBuffers(): Buffers {
  return Object.fromEntries(tableNames.map((name) => [name, columnNames[name].map(() => [] as Value[])])) as Buffers;
}

function insertStatement(table: TableName, columns: Value[][]): SQL {
  const spec = Object.entries(tables[table]) as [string, ColumnType][];
  const names = sql.join(
    spec.map(([column]) => sql.identifier(column)),
    sql`, `,
  );
  const arrays = sql.join(
    spec.map(([, type], index) => sql`${sql.param(columns[index])}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${arrays})`;
}
