import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import { parseManifest } from '../modules/pdf-converter/parse-manifest';
import { readPdfText } from '../modules/pdf-converter/read-text';
import { openTestDatabase } from '../test/database';
import { generateDemoData } from './generate';
import { fixedWidthListing } from './manifest-layouts';
import { createDemoUsers } from './seed';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await createDemoUsers(database.db, 'not-a-real-hash', new Date('2025-01-01T00:00:00Z'));
  await generateDemoData(database.db, {
    items: 600,
    years: 1,
    seed: 3,
    today: '2026-03-15',
    passwordHash: 'not-a-real-hash',
  });
});
afterAll(() => database?.close());

type Manifest = { work_order_id: number; content: Buffer; vessel: string; voyage: string; arrival: string };
type Item = Record<string, string | number>;

describe('demo manifests', () => {
  it('parse back to the items, header and all, of their work orders', async () => {
    const manifests = await selectRows<Manifest>(
      database.db,
      sql`select m.work_order_id, m.content, v.name as vessel, v.voyage_number as voyage,
            to_char(w.arrival_date, 'YYYY-MM-DD') as arrival
          from work_order_manifests m join work_orders w on w.id = m.work_order_id join vessels v on v.id = w.vessel_id
          order by m.work_order_id`,
    );
    expect(manifests.length).toBeGreaterThan(0);
    for (const manifest of manifests) {
      const parsed = parseManifest(await readPdfText(Buffer.from(manifest.content), 0));
      expect(parsed.header).toEqual({
        vesselName: manifest.vessel,
        voyageNumber: manifest.voyage,
        arrivalDate: manifest.arrival,
        ...fixedWidthListing.ports,
      });
      const items = await selectRows<Item>(
        database.db,
        sql`select i.bl_no, coalesce(i.marks_and_numbers, '') as marks, coalesce(i.shipper, '') as shipper,
              regexp_replace(i.consignee, '[[:space:]]+', ' ', 'g') as consignee, i.no_packages, i.description,
              i.gross_weight::float8 as weight, i.cbm::float8 as cbm, s.name as stevedoring, a.name as arrastre
            from items i left join cargo_handlers s on s.id = i.stevedoring_id
              left join cargo_handlers a on a.id = i.arrastre_id
            where i.work_order_id = ${manifest.work_order_id} order by i.id`,
      );
      expect(
        parsed.rows.map((row) => ({
          bl_no: row.blNo,
          marks: row.marksAndNumbers,
          shipper: row.shipper,
          consignee: row.consignee,
          no_packages: row.noOfPackages,
          description: row.contents,
          weight: row.grossWeightKilos,
          cbm: row.cbm,
          stevedoring: row.stevedoring,
          arrastre: row.arrastre,
        })),
      ).toEqual(items.map((item) => ({ ...item, weight: Number(item.weight), cbm: Number(item.cbm) })));
    }
  });
});
