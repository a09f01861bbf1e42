import { manifestMessages } from '@portside/contracts/manifests';
import { vehicleListMessages } from '@portside/contracts/vehicle-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { smallWorkbook } from './samples/bad-sheets';
import { upload } from './samples/upload-form';
import { vehicleListCase } from './samples/vehicle-list-generator';

let t: TestApp;
let commercial: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
});
afterAll(() => t.close());

const read = (payload: FormData, headers = commercial) =>
  t.app.inject({ method: 'POST', url: '/api/pdf-converter/vehicle-list/', headers, payload });
const csv = (lines: string[]) => upload(Buffer.from(lines.join('\r\n')), 'vehicles.csv', 'text/csv');

/** Generated lists, each a different layout; the seeds are committed with the generator. */
const seeds = Array.from({ length: 40 }, (_, index) => 500 + index);

describe('vehicle lists (.xlsx, .csv) for a row of vehicles', () => {
  it.each(seeds)('reads generated list %i: every vehicle, every field, in centimetres', async (seed) => {
    const list = await vehicleListCase(seed);
    const response = await read(upload(list.file, list.name, 'application/octet-stream'));
    expect(response.statusCode, list.name).toBe(200);
    expect(response.json()).toEqual({ vehicles: list.vehicles, problems: [] });
  });

  it('keeps a vehicle whose figure does not read, with that field empty and the line named', async () => {
    const response = await read(
      csv([
        'Make,Model,Chassis No.,Length (mm),Width (mm),Height (mm)',
        'TOYOTA,HILUX,MR0HA3CD100000001,5325,1855,1815',
        'TOYOTA,HILUX,MR0HA3CD100000002,TBA,1855,1815',
        'TOYOTA,HILUX,MR0HA3CD10000000312345678901234567890123456789012345678901234567890,5325,1855,1815',
      ]),
    );
    expect(response.statusCode).toBe(200);
    const { vehicles, problems } = response.json();
    expect(vehicles[0]).toEqual({
      vehicleMaker: 'TOYOTA',
      vehicleModel: 'HILUX',
      chassisNo: 'MR0HA3CD100000001',
      lengthCm: 532.5,
      widthCm: 185.5,
      heightCm: 181.5,
      cbm: null,
    });
    expect(vehicles[1]).toMatchObject({ chassisNo: 'MR0HA3CD100000002', lengthCm: null, widthCm: 185.5 });
    expect(vehicles[2]).toMatchObject({ chassisNo: null, lengthCm: 532.5 });
    expect(problems).toEqual([
      { line: 3, field: 'lengthCm', printed: 'TBA' },
      { line: 4, field: 'chassisNo', printed: expect.stringMatching(/^MR0HA3CD1/) },
    ]);
  });

  it('reads dimensions in one cell, a decimal comma, and leaves totals and notes out', async () => {
    const response = await read(
      csv([
        'VEHICLE LIST;;;',
        '',
        'BRAND / MODEL;VIN;Dimensions (m);Volume (m³)',
        'YAMAHA NMAX 155;G3L9E-1234567;1,93 x 0,74 x 1,16;1,66',
        'Note: units are crated;;;',
        'TOTAL;1 UNIT;;1,66',
      ]),
    );
    expect(response.json()).toEqual({
      vehicles: [
        {
          vehicleMaker: 'YAMAHA',
          vehicleModel: 'NMAX 155',
          chassisNo: 'G3L9E-1234567',
          lengthCm: 193,
          widthCm: 74,
          heightCm: 116,
          cbm: 1.66,
        },
      ],
      problems: [],
    });
  });

  it('refuses a PDF, a sheet with no vehicle header, and more vehicles than a row holds, changing nothing', async () => {
    const pdf = await read(upload(Buffer.from('%PDF-1.7\n'), 'vehicles.pdf', 'application/pdf'));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().detail).toBe(vehicleListMessages.notSheet);

    const manifest = await read(upload(await smallWorkbook(), 'vehicles.xlsx'));
    expect(manifest.statusCode).toBe(400);
    expect(manifest.json().detail).toBe(vehicleListMessages.noHeader);

    const lines = ['CHASSIS NO.,MAKER', ...Array.from({ length: 10_001 }, (_, index) => `VIN${index},KIA`)];
    const many = await read(csv(lines));
    expect(many.statusCode).toBe(400);
    expect(many.json().detail).toBe(vehicleListMessages.tooMany);

    const empty = await read(upload(Buffer.alloc(0), 'vehicles.csv', 'text/csv'));
    expect(empty.json().detail).toBe(manifestMessages.noFile);
  });

  it('is commercial work: another department is refused', async () => {
    const finance = (await t.signIn('finance')).headers;
    const response = await read(csv(['MAKER,MODEL', 'KIA,K2500']), finance);
    expect(response.statusCode).toBe(403);
  });
});
