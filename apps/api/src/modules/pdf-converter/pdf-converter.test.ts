import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { manifestMessages, type ParsedRow } from '@portside/contracts/manifests';
import { vesselMessages } from '@portside/contracts/vessels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, consignees, kindsOfCompany, vessels } from '../../db/schema/index';
import { boxedA4 } from '../../demo/manifest-layouts';
import { createTestApp, type TestApp } from '../../test/app';
import { buildItem, buildVessel, buildWorkOrder } from '../../test/factories';
import { suggestionThreshold } from './suggest-consignees';
import { sampleRegistry } from './test/samples/sample-data';
import { manifestPdf, type SamplePdf, samplePdf } from './test/samples/sample-pdfs';
import { scansDir } from './test/samples/scan-fixtures';
import { upload } from './test/samples/upload-form';

let t: TestApp;
let commercial: Record<string, string>;
let sample: SamplePdf;
let vesselId: number;
const registryIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
  sample = samplePdf({ layout: boxedA4, writer: 'pdfkit', seed: 11, entries: 24 });
  for (const row of await t.db
    .insert(consignees)
    .values(sampleRegistry.map((name) => ({ name })))
    .returning()) {
    registryIds.set(row.name, row.id);
  }
  const [kind] = await t.db.insert(kindsOfCompany).values({ name: 'Shipping Agent' }).returning();
  const [agent] = await t.db
    .insert(companies)
    .values({ name: 'Interport Maritime Agencies Inc.', kindId: kind?.id as number })
    .returning();
  const [vessel] = await t.db
    .insert(vessels)
    .values({ name: 'MV Pacific Star', voyageNumber: '025N', shippingAgentId: agent?.id as number })
    .returning();
  vesselId = vessel?.id as number;
});
afterAll(() => t.close());

const url = '/api/pdf-converter/convert-pdf-to-json/';

const convert = (payload: FormData, query = '', headers = commercial) =>
  t.app.inject({ method: 'POST', url: `${url}${query}`, headers, payload });

describe('POST /api/pdf-converter/convert-pdf-to-json/', () => {
  it('returns every row of the manifest with its header, page count and consignee suggestions', async () => {
    const response = await convert(upload(sample.pdf), `?vessel_id=${vesselId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'success',
      header: sample.header,
      pages: sample.pages,
      blsOnOtherWorkOrders: [],
      visitWorkOrders: [],
    });
    expect(body.data).toHaveLength(sample.rows.length);
    body.data.forEach((row: Record<string, unknown>, index: number) => {
      const registered = sample.registered[index] ?? null;
      expect(row).toEqual({
        ...sample.rows[index],
        suggestedConsignee: registered,
        suggestedConsigneeId: registered === null ? null : registryIds.get(registered),
        matchScore: expect.any(Number),
      });
      if (registered !== null) expect(row.matchScore).toBeGreaterThanOrEqual(suggestionThreshold);
    });
  });

  it("names the manifest's BLs that another work order of the same vessel holds, and no other vessel's", async () => {
    const [first, second] = sample.rows;
    const workOrder = await buildWorkOrder(t.db, { vesselId });
    await buildItem(t.db, { workOrderId: workOrder.id, blNo: first?.blNo.toLowerCase() });
    const elsewhere = await buildWorkOrder(t.db, { vesselId: (await buildVessel(t.db)).id });
    await buildItem(t.db, { workOrderId: elsewhere.id, blNo: second?.blNo });

    const response = await convert(upload(sample.pdf), `?vessel_id=${vesselId}`);
    expect(response.json().blsOnOtherWorkOrders).toEqual([
      { blNo: first?.blNo.toLowerCase(), workOrderId: workOrder.id, workOrderNumber: workOrder.number },
    ]);
    expect((await convert(upload(sample.pdf))).json().blsOnOtherWorkOrders).toEqual([]);
  });

  it('names the work orders the chosen vessel visit already has, and none without a vessel', async () => {
    const vessel = await buildVessel(t.db);
    const workOrder = await buildWorkOrder(t.db, { vesselId: vessel.id });
    await buildWorkOrder(t.db, { vesselId: (await buildVessel(t.db)).id });
    const response = await convert(upload(sample.pdf), `?vessel_id=${vessel.id}`);
    expect(response.json().visitWorkOrders).toEqual([{ id: workOrder.id, number: workOrder.number }]);
    expect((await convert(upload(sample.pdf))).json().visitWorkOrders).toEqual([]);
  });

  it('keeps the score of the best candidate under the threshold, and 0 when no registry name is near', async () => {
    const response = await convert(upload(sample.pdf));
    const rows: { suggestedConsignee: string | null; matchScore: number }[] = response.json().data;
    const unsuggested = rows.filter((row) => row.suggestedConsignee === null);
    expect(unsuggested.length).toBeGreaterThan(0);
    for (const row of unsuggested) expect(row.matchScore).toBeLessThan(suggestionThreshold);
    expect(unsuggested.some((row) => row.matchScore > 0)).toBe(true);

    await t.db.delete(consignees);
    const empty = await convert(upload(sample.pdf));
    expect(new Set(empty.json().data.map((row: { matchScore: number }) => row.matchScore))).toEqual(new Set([0]));
  });

  it('answers figures beyond what an item takes as doubts with what was printed, not as a failure', async () => {
    const entry = {
      blNo: 'ABCD1234567',
      marksAndNumbers: 'N/M',
      shipper: 'HYUNDAI GLOVIS CO LTD',
      consignee: ['MANILA TRADING CORP'],
      noOfPackages: 1e20,
      contents: 'STEEL COILS',
      grossWeightKilos: 12_345_678_901,
      cbm: 30.5,
      stevedoring: 'AITSI',
      arrastre: 'AITSI',
    };
    const response = await convert(upload(manifestPdf('MV PACIFIC STAR', '025N', [entry])));
    expect(response.statusCode).toBe(200);
    const [row] = response.json().data;
    expect(row).toMatchObject({ noOfPackages: 0, grossWeightKilos: 0, cbm: 30.5 });
    expect(row.doubts.map((doubt: { field: string; kind: string }) => [doubt.field, doubt.kind])).toEqual([
      ['noOfPackages', 'unread'],
      ['grossWeightKilos', 'unread'],
    ]);
    expect(row.doubts[0].printed).toBe('100,000,000,000,000,000,000');
  });

  it('decides by the bytes, not by the file name or content type', async () => {
    const response = await convert(upload(sample.pdf, 'scan0001.bin', 'application/octet-stream'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(sample.rows.length);
  });

  it('answers 404 for a vessel that does not exist', async () => {
    const response = await convert(upload(sample.pdf), '?vessel_id=999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: vesselMessages.notFound });
  });

  it.each([
    ['no multipart body', () => t.app.inject({ method: 'POST', url, headers: commercial, payload: { file: 'x' } })],
    ['another field', () => convert(upload(sample.pdf, 'manifest.pdf', 'application/pdf', 'document'))],
    ['an empty file', () => convert(upload(new Uint8Array(0)))],
  ])('answers 400 "No file selected." to %s', async (_, send) => {
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: manifestMessages.noFile });
  });

  it('answers 400 to a multipart body cut short, as to a damaged file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...commercial, 'content-type': 'multipart/form-data; boundary=cut' },
      payload: `--cut\r\nContent-Disposition: form-data; name="file"; filename="manifest.pdf"\r\n\r\n%PDF-1.7\n1 0 obj`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: manifestMessages.damaged });
  });

  it('is for commercial users only', async () => {
    expect((await t.app.inject({ method: 'POST', url, payload: upload(sample.pdf) })).statusCode).toBe(401);
    const finance = (await t.signIn('finance')).headers;
    expect((await convert(upload(sample.pdf), '', finance)).statusCode).toBe(403);
  });
});

describe('a scanned manifest through the upload', () => {
  const scan = readFileSync(new URL('scan-2014.pdf', scansDir));
  const progressOf = async (readId: string, headers = commercial) =>
    t.app.inject({ method: 'GET', url: `/api/pdf-converter/progress/${readId}`, headers });

  it('reads its rows by OCR, doubting what it read with low confidence, and tells its progress to its user only', async () => {
    const readId = randomUUID();
    const answer = convert(upload(scan), `?vessel_id=${vesselId}&read_id=${readId}`);
    const other = (await t.signIn('commercial')).headers;
    const seen: unknown[] = [];
    const seenByOther: unknown[] = [];
    let done = false;
    void answer.finally(() => {
      done = true;
    });
    while (!done) {
      seen.push((await progressOf(readId)).json());
      seenByOther.push((await progressOf(readId, other)).json());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Another clerk asking with the same key learns nothing of it.
    expect(seenByOther.every((progress) => JSON.stringify(progress) === '{"page":0,"pages":0}')).toBe(true);
    const response = await answer;
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(10);
    expect(body.data.some((row: ParsedRow) => row.doubts.some((doubt) => doubt.kind === 'unsure'))).toBe(true);
    expect(seen).toContainEqual({ page: 1, pages: 1 });
    expect((await progressOf(readId)).json()).toEqual({ page: 0, pages: 0 });
    // The reader that holds the OCR engine is kept for scans: the next text file is read within its own limits.
    const next = await convert(upload(sample.pdf), `?vessel_id=${vesselId}`);
    expect(next.statusCode).toBe(200);
    expect(next.json().data).toHaveLength(sample.rows.length);
  });

  it('refuses a reading key that is no UUID, and the progress to other roles', async () => {
    const refused = await progressOf('not-a-uuid');
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(manifestMessages.readId);
    expect((await convert(upload(sample.pdf), '?read_id=../x')).statusCode).toBe(422);
    const finance = (await t.signIn('finance')).headers;
    expect((await progressOf(randomUUID(), finance)).statusCode).toBe(403);
  });
});
