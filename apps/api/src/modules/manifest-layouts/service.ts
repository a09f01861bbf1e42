import {
  type LayoutColumn,
  layoutMessages,
  type ManifestLayout,
  type SaveManifestLayout,
  saveManifestLayoutSchema,
} from '@portside/contracts/manifest-layouts';
import { vesselMessages } from '@portside/contracts/vessels';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { refuseConflicts } from '../../db/constraints';
import { companies, manifestLayouts, shippingLines, users, vessels } from '../../db/schema/index';
import { Invalid, NotFound } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { stacksAs } from './labels';
import { nearestLayout } from './near-labels';

/** Mappings the settings list shows: a terminal's shipping lines print a handful of layouts each. */
const listed = 1000;

/** The shipping line of a vessel visit: its agent's (null when the agent names none). */
export async function shippingLineOfVessel(db: Db, vesselId: number): Promise<number | null> {
  const [vessel] = await db
    .select({ shippingLineId: companies.shippingLineId })
    .from(vessels)
    .leftJoin(companies, eq(companies.id, vessels.shippingAgentId))
    .where(eq(vessels.id, vesselId));
  if (!vessel) throw new NotFound(vesselMessages.notFound);
  return vessel.shippingLineId;
}

const sameKey = (shippingLineId: number | null, signature: string) =>
  and(
    sql`coalesce(${manifestLayouts.shippingLineId}, 0) = ${shippingLineId ?? 0}`,
    sql`md5(${manifestLayouts.signature}) = md5(${signature})`,
    eq(manifestLayouts.signature, signature),
  );

/** Layouts of one line compared with a read table's labels when none has its key (the latest taught first). */
const compared = 1000;

/**
 * The columns taught for a layout of a shipping line, or null when none were: the layout of the key, else, for a
 * scan, the line's layout whose labels the table's are a misread letter or two from (a scan's labels are OCR'd anew
 * each time, specks and rulings read as letters among them: near-labels.ts), with its fields under the labels as
 * read. A text file's or a spreadsheet's labels read the same each time: the key alone finds its layout.
 */
export async function taughtColumns(
  db: Db,
  shippingLineId: number | null,
  { signature, labels, scanned }: { signature: string; labels: string[]; scanned: boolean },
): Promise<LayoutColumn[] | null> {
  const [layout] = await db
    .select({ columns: manifestLayouts.columns })
    .from(manifestLayouts)
    .where(sameKey(shippingLineId, signature));
  if (layout || !scanned) return layout?.columns ?? null;
  const lines = await db
    .select({ columns: manifestLayouts.columns })
    .from(manifestLayouts)
    .where(sql`coalesce(${manifestLayouts.shippingLineId}, 0) = ${shippingLineId ?? 0}`)
    .orderBy(desc(manifestLayouts.updatedAt), desc(manifestLayouts.id))
    .limit(compared);
  return nearestLayout(
    labels,
    lines.map((each) => each.columns),
  );
}

const listColumns = {
  id: manifestLayouts.id,
  shippingLineId: manifestLayouts.shippingLineId,
  shippingLine: shippingLines.name,
  columns: manifestLayouts.columns,
  updatedAt: manifestLayouts.updatedAt,
  updatedBy: users.username,
};

const toLayout = (row: { updatedAt: Date } & Omit<ManifestLayout, 'updatedAt'>): ManifestLayout => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** The layouts with their line's name and their last teacher's username. */
const layoutRows = (db: Db) =>
  db
    .select(listColumns)
    .from(manifestLayouts)
    .leftJoin(shippingLines, eq(shippingLines.id, manifestLayouts.shippingLineId))
    .leftJoin(users, eq(users.id, manifestLayouts.updatedBy))
    .$dynamic();

/** The taught layouts, by shipping line, the latest first. */
export async function listManifestLayouts(db: Db): Promise<ManifestLayout[]> {
  const rows = await layoutRows(db)
    .orderBy(asc(shippingLines.name), desc(manifestLayouts.updatedAt), desc(manifestLayouts.id))
    .limit(listed);
  return rows.map(toLayout);
}

async function layoutById(db: Db, id: number): Promise<ManifestLayout> {
  const [row] = await layoutRows(db).where(eq(manifestLayouts.id, id));
  if (!row) throw new NotFound(layoutMessages.notFound);
  return toLayout(row);
}

/**
 * The columns with a field under another kept only where the label reads as the two stacked, as the reader showed
 * it: a column is read again by its label, so any other would not be read. Then checked again (the B/L number,
 * consignee and packages each on a column).
 */
function readableStacks(columns: LayoutColumn[]): LayoutColumn[] {
  const kept = columns.map(({ below, ...column }) =>
    below && column.field && stacksAs(column.label, column.field, below) ? { ...column, below } : column,
  );
  const checked = saveManifestLayoutSchema.shape.columns.safeParse(kept);
  if (!checked.success) {
    throw new Invalid(
      checked.error.issues.map((issue) => ({
        path: ['columns', ...issue.path.filter((part) => typeof part !== 'symbol')],
        message: issue.message,
      })),
    );
  }
  return kept;
}

/**
 * Remembers how a layout's columns are read for the vessel's shipping line: a layout taught before is taught anew
 * (the clerk corrects a mapping by teaching it again). Audited with the columns before and after.
 */
export async function saveManifestLayout(db: Db, actor: Actor, body: SaveManifestLayout): Promise<ManifestLayout> {
  const columns = readableStacks(body.columns);
  const shippingLineId = await shippingLineOfVessel(db, body.vesselId);
  const id = await refuseConflicts({ duplicate: layoutMessages.taughtMeanwhile }, () =>
    inTransaction(db, async (tx) => {
      const [before] = await tx
        .select()
        .from(manifestLayouts)
        .where(sameKey(shippingLineId, body.signature))
        .for('update');
      const values = { columns, updatedAt: new Date(), updatedBy: actor.id };
      if (before) {
        const [after] = await tx
          .update(manifestLayouts)
          .set(values)
          .where(eq(manifestLayouts.id, before.id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'manifest_layouts',
          entityId: before.id,
          before,
          after,
        });
        return before.id;
      }
      const [created] = await tx
        .insert(manifestLayouts)
        .values({ ...values, shippingLineId, signature: body.signature })
        .returning();
      if (!created) throw new Error('insert into manifest_layouts returned nothing');
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'manifest_layouts',
        entityId: created.id,
        after: created,
      });
      return created.id;
    }),
  );
  return layoutById(db, id);
}

/** Forgets a taught layout: its next manifest is read by the vocabulary again. Audited. */
export async function removeManifestLayout(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.delete(manifestLayouts).where(eq(manifestLayouts.id, id)).returning();
    if (!before) throw new NotFound(layoutMessages.notFound);
    await recordAudit(tx, actor, { action: 'delete', entity: 'manifest_layouts', entityId: id, before });
  });
}
