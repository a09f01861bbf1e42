import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { selectRows } from '../db/rows';
import {
  auditLog,
  billingInvoiceLines,
  billingInvoices,
  cargoHandlers,
  cbmTargets,
  clearances,
  clients,
  companies,
  consignees,
  creditMemoLines,
  creditMemos,
  delays,
  descriptions,
  gateReleases,
  items,
  kindsOfCompany,
  loginLogs,
  monitoring,
  officialReceipts,
  productivityTallies,
  receiptPayments,
  receiptWithholdings,
  shippingLines,
  subItems,
  tariffs,
  users,
  vessels,
  workOrders,
  workOrderUpdateRequests,
} from '../db/schema/index';

/** The tables the generator writes, in foreign-key order (parents first). */
const written = [
  kindsOfCompany,
  shippingLines,
  companies,
  clients,
  users,
  loginLogs,
  cargoHandlers,
  descriptions,
  consignees,
  vessels,
  workOrders,
  items,
  subItems,
  monitoring,
  productivityTallies,
  delays,
  workOrderUpdateRequests,
  clearances,
  officialReceipts,
  billingInvoices,
  billingInvoiceLines,
  receiptPayments,
  receiptWithholdings,
  creditMemos,
  creditMemoLines,
  gateReleases,
  tariffs,
  cbmTargets,
  auditLog,
] as const;
type Written = (typeof written)[number];

export type TableName = Written['_']['name'];
/** A row as the schema inserts it, every column given (null when empty), so that a forgotten column is a type error. */
export type Row<T extends TableName> = Required<Extract<Written, { _: { name: T } }>['$inferInsert']>;
type Value = string | number | boolean | null;

/** Serial columns are written as their integer type; every other column as declared. */
const arrayTypes: Record<string, string> = { serial: 'integer', bigserial: 'bigint' };

/**
 * Each table's columns as the schema declares them: key in a row, name and SQL type. Generated ones are left out, and
 * array ones (a cancelled receipt's invoices), which unnest cannot pass: the demo leaves them null.
 */
const columnsOf = Object.fromEntries(
  written.map((table) => [
    getTableName(table),
    Object.entries(getTableColumns(table) as Record<string, PgColumn>)
      .filter(([, column]) => !column.generated && !column.getSQLType().endsWith('[]'))
      .map(([key, column]) => ({ key, column, type: arrayTypes[column.getSQLType()] ?? column.getSQLType() })),
  ]),
) as Record<TableName, { key: string; column: PgColumn; type: string }[]>;

const tableNames = written.map((table) => getTableName(table) as TableName);
const rowsPerStatement = 5_000;

/**
 * The tables of a batch in three lanes: the parents first (every other table references them), then two lanes of
 * children written side by side on their own connections, so that PostgreSQL works on more than one core.
 */
const childLanes: TableName[][] = [
  [
    'clearances',
    'official_receipts',
    'billing_invoices',
    'billing_invoice_lines',
    'receipt_payments',
    'receipt_withholdings',
    'credit_memos',
    'credit_memo_lines',
    'gate_releases',
    'audit_log',
    'login_logs',
  ],
  ['monitoring', 'productivity_tallies', 'delays', 'work_order_update_requests', 'sub_items'],
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
      if (!hasId(name)) continue;
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

  /** Buffers a row, its values as the driver takes them (instants as ISO text, JSON as text). */
  add<T extends TableName>(table: T, row: Row<T>): void {
    const buffers = this.buffers[table];
    const values = row as Record<string, unknown>;
    columnsOf[table].forEach(({ key, column }, index) => {
      const value = values[key];
      (buffers[index] as Value[]).push(
        value === null || value === undefined ? null : (column.mapToDriverValue(value) as Value),
      );
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
      if (!hasId(name)) continue;
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

function emptyBuffers(): Buffers {
  return Object.fromEntries(tableNames.map((name) => [name, columnsOf[name].map(() => [] as Value[])])) as Buffers;
}

const hasId = (table: TableName) => columnsOf[table].some(({ key }) => key === 'id');

function insertStatement(table: TableName, columns: Value[][]): SQL {
  const spec = columnsOf[table];
  const names = sql.join(
    spec.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    spec.map(({ type }, index) => sql`${sql.param(columns[index])}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${arrays})`;
}
