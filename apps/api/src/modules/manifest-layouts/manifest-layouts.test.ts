import { readFileSync } from 'node:fs';
import { type LayoutColumn, layoutMessages, manifestFields } from '@portside/contracts/manifest-layouts';
import type { ConvertPdfResponse } from '@portside/contracts/manifests';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, manifestLayouts } from '../../db/schema/index';
import { Random } from '../../demo/random';
import { createTestApp, type TestApp } from '../../test/app';
import { buildShippingAgent, buildShippingLine, buildVessel } from '../../test/factories';
import { layoutSignature } from '../pdf-converter/table-sight';
import {
  type Field,
  misreadLabel,
  misreadWordings,
  strangeWordings,
} from '../pdf-converter/test/samples/manifest-vocabulary';
import { generatedPdf } from '../pdf-converter/test/samples/pdf-generator';
import { scansDir } from '../pdf-converter/test/samples/scan-fixtures';
import { generatedSheet } from '../pdf-converter/test/samples/sheet-generator';
import { upload } from '../pdf-converter/test/samples/upload-form';
import { taughtColumns } from './service';

let t: TestApp;
let commercial: Record<string, string>;
/** Two visits of one shipping line, and one of another line. */
const vessel = { first: 0, sameLine: 0, otherLine: 0 };

beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
  const agent = await buildShippingAgent(t.db);
  vessel.first = (await buildVessel(t.db, { shippingAgentId: agent.id })).id;
  vessel.sameLine = (await buildVessel(t.db, { shippingAgentId: agent.id })).id;
  vessel.otherLine = (await buildVessel(t.db)).id;
});
afterAll(() => t.close());

const url = '/api/manifest-layouts/';

async function convert(file: Uint8Array, vesselId: number, name?: string, type?: string): Promise<ConvertPdfResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/pdf-converter/convert-pdf-to-json/?vessel_id=${vesselId}`,
    headers: commercial,
    payload: upload(file, name, type),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const teach = (vesselId: number, signature: string, columns: LayoutColumn[], headers = commercial) =>
  t.app.inject({ method: 'PUT', url, headers, payload: { vessel_id: vesselId, signature, columns } });

/** What the clerk picks for a column printing a generator's field: the field itself, or nothing for unread ones. */
const readerField = (field: Field) => manifestFields.find((known) => known === field) ?? null;

/** The rows as the reader reads them, without the registry's suggestions. */
const rowsOf = (answer: ConvertPdfResponse) =>
  answer.data.map(({ suggestedConsignee, suggestedConsigneeId, matchScore, ...row }) => row);

/** Seeds of generated layouts printed with labels no vocabulary reads (samples/manifest-vocabulary.ts). */
const pdfSeeds = [2, 7, 11, 18, 25, 32, 39, 46];
const sheetSeeds = [4, 10, 13, 22, 24, 28, 34, 41];

describe('teaching the reader a layout', () => {
  it.each(pdfSeeds)('reads PDF layout %i after its columns are taught once, for its shipping line', async (seed) => {
    const sample = generatedPdf(seed, strangeWordings);
    const first = await convert(sample.pdf, vessel.first);
    expect(first.data).toEqual([]);
    expect(first.layout?.remembered).toBe(false);
    expect(first.layout?.columns).toHaveLength(sample.fields.length);
    expect(first.layout?.rows.length).toBeGreaterThan(0);
    const columns = (first.layout?.columns ?? []).map((column, index) => ({
      label: column.label,
      field: readerField(sample.fields[index] as Field),
    }));
    expect((await teach(vessel.first, first.layout?.signature ?? '', columns)).statusCode).toBe(200);

    const taught = await convert(sample.pdf, vessel.sameLine);
    expect({ name: sample.name, rows: rowsOf(taught) }).toEqual({ name: sample.name, rows: sample.rows });
    expect(taught.header).toEqual(sample.header);
    expect(taught.documentTotals).toEqual(sample.totals);
    expect(taught.layout?.remembered).toBe(true);
    // "Change the columns" starts from the columns taught, whichever reader read the table (borders or whitespace).
    expect(taught.layout?.columns.map((column) => column.field)).toEqual(columns.map((column) => column.field));
    // Another line's manifest of the same look is not read by this line's mapping.
    expect((await convert(sample.pdf, vessel.otherLine)).layout?.remembered).toBe(false);
  });

  it('reads a scan with the layout taught for the line when OCR reads its labels a letter apart, its fields the taught ones', async () => {
    const scan = readFileSync(new URL('scan-2014.pdf', scansDir));
    const first = await convert(scan, vessel.first);
    expect(first.data).toHaveLength(10);
    expect(first.data.some((row) => row.marksAndNumbers)).toBe(true);
    // Taught from an earlier scan of the layout, whose labels OCR read a letter apart; its marks "Not read".
    const random = new Random(2014);
    const columns = (first.layout?.columns ?? []).map((column) => ({
      label: column.label.length > 1 ? misreadLabel(random, column.label) : column.label,
      field: column.field === 'marksAndNumbers' ? null : column.field,
    }));
    const signature = layoutSignature(columns.map((column) => column.label));
    expect(signature).not.toBe(first.layout?.signature);
    expect((await teach(vessel.first, signature, columns)).statusCode).toBe(200);

    const again = await convert(scan, vessel.sameLine);
    expect(again.layout?.remembered).toBe(true);
    expect(again.data.map((row) => row.marksAndNumbers)).toEqual(first.data.map(() => ''));
    expect(again.data.map((row) => row.blNo)).toEqual(first.data.map((row) => row.blNo));
    // A text file's labels read the same each time: its layout is found by its key only.
    const sample = generatedPdf(pdfSeeds[0] as number, strangeWordings);
    const taught = await convert(sample.pdf, vessel.first);
    const text = taught.layout?.columns.map((column, index) => ({
      ...column,
      field: readerField(sample.fields[index] as Field),
    }));
    expect((await teach(vessel.first, taught.layout?.signature ?? '', text ?? [])).statusCode).toBe(200);
    const misread = generatedPdf(pdfSeeds[0] as number, misreadWordings(new Random(2), strangeWordings));
    expect((await convert(misread.pdf, vessel.sameLine)).layout?.remembered).toBe(false);
  });

  it.each(sheetSeeds)('reads spreadsheet layout %i after its columns are taught once', async (seed) => {
    const sample = await generatedSheet(seed, 5 + (seed % 7), strangeWordings);
    const first = await convert(sample.bytes, vessel.first);
    expect(first.data).toEqual([]);
    const read = first.layout?.columns ?? [];
    // Empty columns left of the table come first.
    const indent = read.length - sample.layout.columns.length;
    expect(indent).toBe(sample.layout.indent);
    const columns = read.map((column, index) => {
      const printed = sample.layout.columns[index - indent];
      return { label: column.label, field: printed ? readerField(printed.field) : null };
    });
    expect((await teach(vessel.first, first.layout?.signature ?? '', columns)).statusCode).toBe(200);

    const taught = await convert(sample.bytes, vessel.sameLine);
    expect({ name: sample.name, rows: rowsOf(taught) }).toEqual({ name: sample.name, rows: sample.rows });
    expect(taught.header).toEqual(sample.header);
    expect(taught.layout?.remembered).toBe(true);
  });

  it.each([
    [7, 'SHIPPER/EXPORTER Consignee Name'],
    [8, 'EXPORTER CNEE'],
  ])(
    'shows stacked column %i with both its fields (%s), and reads both after the layout is taught as shown',
    async (seed, label) => {
      const sample = generatedPdf(seed);
      const visit = (await buildVessel(t.db)).id;
      const first = await convert(sample.pdf, visit);
      const shown = first.layout?.columns ?? [];
      expect(shown).toContainEqual({ label, field: 'shipper', below: 'consignee' });
      expect((await teach(visit, first.layout?.signature ?? '', shown)).statusCode).toBe(200);
      const again = await convert(sample.pdf, visit);
      expect(again.layout?.remembered).toBe(true);
      expect(rowsOf(again)).toEqual(sample.rows);
    },
  );

  it('reads a layout labelled in another script after it is taught, its labels kept as printed', async () => {
    const csv = [
      '提单号,收货人,件数,重量（公斤）',
      'CNSHA240001,宿务贸易公司,120,"24,000.00"',
      'CNSHA240002,达沃农业公司,40,"2,000.00"',
    ];
    const read = () => convert(new TextEncoder().encode(csv.join('\r\n')), vessel.first, 'manifest.csv', 'text/csv');
    const first = await read();
    expect(first.data).toEqual([]);
    expect(first.layout?.columns.map((column) => column.label)).toEqual(['提单号', '收货人', '件数', '重量（公斤）']);
    const fields = ['blNo', 'consignee', 'noOfPackages', 'grossWeightKilos'] as const;
    const columns = (first.layout?.columns ?? []).map((column, index) => ({ ...column, field: fields[index] ?? null }));
    expect((await teach(vessel.first, first.layout?.signature ?? '', columns)).statusCode).toBe(200);
    const again = await read();
    expect(again.layout?.remembered).toBe(true);
    expect(
      again.data.map(({ blNo, consignee, noOfPackages, grossWeightKilos }) => [
        blNo,
        consignee,
        noOfPackages,
        grossWeightKilos,
      ]),
    ).toEqual([
      ['CNSHA240001', '宿务贸易公司', 120, 24000],
      ['CNSHA240002', '达沃农业公司', 40, 2000],
    ]);
  });

  it('shows the table of a layout it reads with the field of each column, unread ones offered', async () => {
    for (const seed of [3, 5, 8]) {
      const sample = generatedPdf(seed);
      const answer = await convert(sample.pdf, vessel.otherLine);
      expect(answer.data).toHaveLength(sample.rows.length);
      expect(answer.layout?.remembered).toBe(false);
      expect(answer.layout?.columns.map((column) => column.field)).toEqual(sample.fields.map(readerField));
    }
  });
});

describe("a scan's labels compared with its line's layouts", () => {
  const near: LayoutColumn[] = [
    { label: 'BILL OF LADING', field: 'blNo' },
    { label: 'CONSIGNEE', field: 'consignee' },
    { label: 'PACKAGES', field: 'noOfPackages' },
    { label: 'MEASUREMENT', field: 'cbm' },
  ];
  const read = { signature: 'read anew', labels: ['BILL 0F LADING', 'CONSlGNEE', 'PACKAGES', 'MEASUREMENT'] };
  /** Layouts of labels far from any read here, a letter or two different from each other. */
  const far = (index: number): LayoutColumn[] => [
    { label: `REFERENCE ${index}`, field: 'blNo' },
    { label: `RECEIVER ${index}`, field: 'consignee' },
  ];

  it("compares a scan with its line's latest 1,000 layouts, not with older ones", async () => {
    const line = await buildShippingLine(t.db);
    const taughtAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await t.db
      .insert(manifestLayouts)
      .values({ shippingLineId: line.id, signature: 'near', columns: near, updatedAt: taughtAt(2_000) });
    await t.db.insert(manifestLayouts).values(
      Array.from({ length: 1_000 }, (_, index) => ({
        shippingLineId: line.id,
        signature: `far ${index}`,
        columns: far(index),
        updatedAt: taughtAt(index),
      })),
    );
    try {
      expect(await taughtColumns(t.db, line.id, { ...read, scanned: true })).toBeNull();

      await t.db.delete(manifestLayouts).where(eq(manifestLayouts.signature, 'far 999'));
      const found = await taughtColumns(t.db, line.id, { ...read, scanned: true });
      expect(found).toEqual(read.labels.map((label, index) => ({ label, field: near[index]?.field })));
      // A text file's labels read the same each time: only its key finds a layout.
      expect(await taughtColumns(t.db, line.id, { ...read, scanned: false })).toBeNull();
    } finally {
      // The settings list shows 1,000 layouts: these must not crowd out the other tests' ones.
      await t.db.delete(manifestLayouts).where(eq(manifestLayouts.shippingLineId, line.id));
    }
  });
});

describe('PUT, GET and DELETE /api/manifest-layouts/', () => {
  const signature = 'REF|RECEIVER|UNITS|NOTE';
  const columns: LayoutColumn[] = [
    { label: 'REF', field: 'blNo' },
    { label: 'RECEIVER', field: 'consignee' },
    { label: 'UNITS', field: 'noOfPackages' },
    { label: 'NOTE', field: null },
  ];

  it('remembers a mapping once per line and layout, lists it, and audits every change', async () => {
    const created = await teach(vessel.first, signature, columns);
    expect(created.statusCode).toBe(200);
    const layout = created.json();
    expect(layout).toMatchObject({
      columns,
      shippingLineId: expect.any(Number),
      updatedBy: expect.stringMatching(/^commercial/),
    });
    const retaught = await teach(vessel.sameLine, signature, [
      ...columns.slice(0, 3),
      { label: 'NOTE', field: 'contents' },
    ]);
    expect(retaught.json().id).toBe(layout.id);
    const listed = (await t.app.inject({ method: 'GET', url, headers: commercial })).json().data;
    expect(listed.filter((each: { id: number }) => each.id === layout.id)).toEqual([retaught.json()]);

    expect((await t.app.inject({ method: 'DELETE', url: `${url}${layout.id}`, headers: commercial })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${layout.id}`, headers: commercial })).json()).toEqual({
      detail: layoutMessages.notFound,
    });
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'manifest_layouts'), eq(auditLog.entityId, String(layout.id))))
      .orderBy(auditLog.id);
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[1]).toMatchObject({ before: { columns }, after: { columns: expect.any(Array) } });
  });

  it('refuses a mapping without the needed fields, or with a field on two columns, and stores nothing', async () => {
    const count = async () => (await t.app.inject({ method: 'GET', url, headers: commercial })).json().data.length;
    const before = await count();
    const without = await teach(vessel.first, 'A|B|C', columns.slice(0, 2));
    expect(without.statusCode).toBe(422);
    expect(without.json().detail[0]).toMatchObject({ loc: ['body', 'columns'], msg: layoutMessages.required });
    const twice = await teach(vessel.first, 'A|B|C', [...columns, { label: 'OTHER REF', field: 'blNo' }]);
    expect(twice.json().detail[0]).toMatchObject({ msg: layoutMessages.chosenTwice });
    const unlabelled = await teach(vessel.first, 'A|B|C', [...columns, { label: ' ', field: 'shipper' }]);
    expect(unlabelled.json().detail[0]).toMatchObject({ msg: layoutMessages.unlabelled });
    // A label of punctuation only is none: compared as the reader compares labels, it would be every unlabelled column.
    const punctuation = await teach(vessel.first, 'A|B|C', [...columns, { label: '#', field: 'shipper' }]);
    expect(punctuation.json().detail[0]).toMatchObject({ msg: layoutMessages.unlabelled });
    const sameLabel = await teach(vessel.first, 'A|B|C', [...columns, { label: 'Note.', field: 'contents' }]);
    expect(sameLabel.json().detail[0]).toMatchObject({ msg: layoutMessages.sameLabel });
    // A field under another only where the label reads as the two stacked: elsewhere the consignee is not read.
    const unstacked = await teach(vessel.first, 'A|B|C', [
      ...columns.filter((column) => column.field !== 'consignee'),
      { label: 'REMARKS', field: 'contents', below: 'consignee' },
    ]);
    expect(unstacked.statusCode).toBe(422);
    expect(unstacked.json().detail[0]).toMatchObject({ loc: ['body', 'columns'], msg: layoutMessages.required });
    const unknownVessel = await teach(2_000_000, 'A|B|C', columns);
    expect(unknownVessel.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('is for commercial only', async () => {
    expect((await t.injectAs('finance', { method: 'GET', url })).statusCode).toBe(403);
    const payload = { vessel_id: vessel.first, signature, columns };
    expect((await t.injectAs('admin', { method: 'PUT', url, payload })).statusCode).toBe(403);
    expect((await t.injectAs('operation', { method: 'DELETE', url: `${url}1` })).statusCode).toBe(403);
  });
});
