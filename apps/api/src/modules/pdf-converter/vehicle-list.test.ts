import { manifestMessages } from '@portside/contracts/manifests';
import { vehicleListMessages } from '@portside/contracts/vehicle-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { smallWorkbook } from './test/samples/bad-sheets';
import { upload } from './test/samples/upload-form';
import { vehicleListCase } from './test/samples/vehicle-list-generator';

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
    const { fields, ...answer } = response.json();
    expect(answer).toEqual({ vehicles: list.vehicles, dimensions: list.dimensions, problems: [] });
    expect([...fields].sort()).toEqual([...list.fields].sort());
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
      fields: ['vehicleMaker', 'vehicleModel', 'chassisNo', 'lengthCm', 'widthCm', 'heightCm', 'cbm'],
      dimensions: { unit: 'm', named: true },
      problems: [],
    });
  });

  it('reads a list of long digit cells that are no figures in linear time', async () => {
    // Cells as long as a sheet's cell is kept (1,000 characters), as many as its text allows.
    const long = `${'1'.repeat(999)}X`;
    const lines = Array.from({ length: 480 }, (_, index) => `MR0HA3CD${index},${long},${long},${long}`);
    const started = performance.now();
    const response = await read(csv(['Chassis No.,Length (cm),Width (cm),Height (cm)', ...lines]));
    expect(performance.now() - started).toBeLessThan(1500);
    expect(response.statusCode).toBe(200);
    expect(response.json().vehicles[479]).toMatchObject({ chassisNo: 'MR0HA3CD479', lengthCm: null });
  });

  it('names cells beyond what a vehicle takes and leaves them empty, never a 500', async () => {
    const response = await read(
      csv([
        'Make / Model,Chassis No.,Length (mm),Width (mm),CBM',
        `${'X'.repeat(300)} HILUX,MR0HA3CD1,1${'0'.repeat(400)},1855,#DIV/0!`,
        'TOYOTA HILUX,MR0HA3CD2,999999999999999,-450,1e+300',
        'LAND ROVER DEFENDER 110,SALLDHMS8JA000001,5018,2008,19.8',
        'TOYOTA HILUX,MR0HA3CD3,5325,1855,TOTAL LOSS',
      ]),
    );
    expect(response.statusCode).toBe(200);
    const { vehicles, problems } = response.json();
    expect(vehicles[0]).toMatchObject({ vehicleMaker: null, vehicleModel: 'HILUX', lengthCm: null, widthCm: 185.5 });
    expect(vehicles[1]).toMatchObject({ lengthCm: null, widthCm: null, cbm: null });
    expect(vehicles[2]).toMatchObject({ vehicleMaker: 'LAND ROVER', vehicleModel: 'DEFENDER 110', lengthCm: 501.8 });
    // A chassis on the line: a vehicle, whatever another cell says.
    expect(vehicles[3]).toMatchObject({ chassisNo: 'MR0HA3CD3', cbm: null });
    expect(problems.map(({ line, field }: { line: number; field: string }) => `${line} ${field}`)).toEqual([
      '2 lengthCm',
      '2 cbm',
      '2 vehicleMaker',
      '3 widthCm',
      '3 cbm',
      '3 lengthCm',
      '5 cbm',
    ]);
    for (const { printed } of problems) expect(printed.length).toBeLessThanOrEqual(100);
  });

  it('judges unnamed dimensions by the sizes vehicles have: a truck list in cm stays in cm', async () => {
    const response = await read(
      csv(['CHASSIS NO.,LENGTH', 'FG8J-1000001,905', 'FG8J-1000002,1199', 'NMR85-100003,606']),
    );
    expect(response.json().dimensions).toEqual({ unit: 'cm', named: false });
    expect(response.json().vehicles.map((vehicle: { lengthCm: number }) => vehicle.lengthCm)).toEqual([905, 1199, 606]);
    const millimetres = await read(csv(['VIN,L,W,H', 'KNC1000001,4520,1800,1700', 'KNC1000002,4630,1865,1695']));
    expect(millimetres.json().dimensions).toEqual({ unit: 'mm', named: false });
    expect(millimetres.json().vehicles[0]).toMatchObject({ lengthCm: 452, widthCm: 180, heightCm: 170 });
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

    const headerOnly = await read(csv(['CHASSIS NO.,MAKER,MODEL', '', 'TOTAL,,']));
    expect(headerOnly.json().detail).toBe(vehicleListMessages.noVehicles);

    const picture = await read(upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'vehicles.png', 'image/png'));
    expect(picture.json().detail).toBe(vehicleListMessages.notSheet);
  });

  it('is commercial work: another department is refused', async () => {
    const finance = (await t.signIn('finance')).headers;
    const response = await read(csv(['MAKER,MODEL', 'KIA,K2500']), finance);
    expect(response.statusCode).toBe(403);
  });
});
