import type { ListedVehicle, VehicleField } from '@portside/contracts/vehicle-lists';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { Random } from '../../../../demo/random';

/**
 * Vehicle lists as dealers, shippers and agents send them with a car carrier's manifest, with the vehicles they list:
 * column order and wording, a maker and model in one column or two, dimensions in three columns or one ("4520 x 1855
 * x 1815"), in millimetres, centimetres or metres (named in the label, over it, or not at all), a CBM column or none,
 * other columns (engine, colour, weight), title lines, blank lines, a repeated header and a totals line; .xlsx (figures
 * as numbers) or CSV (commas or semicolons, decimal point or comma). Every choice is drawn from the seed.
 */
export type VehicleListCase = {
  seed: number;
  file: Buffer;
  name: string;
  vehicles: ListedVehicle[];
  /** The fields the list gives, in any order; the unit of its dimensions and whether it names it. */
  fields: VehicleField[];
  dimensions: { unit: 'mm' | 'cm' | 'm'; named: boolean };
};

type Unit = 'mm' | 'cm' | 'm';
type Model = { maker: string; model: string; size: [number, number, number] };

/** Cars, pick-ups, vans, trucks, buses and motorcycles of the Philippine market, with their size in cm. */
const models: Model[] = [
  { maker: 'TOYOTA', model: 'HILUX 2.4 G 4X2', size: [532, 185, 181] },
  { maker: 'TOYOTA', model: 'VIOS 1.3 XLE', size: [442, 173, 147] },
  { maker: 'MITSUBISHI', model: 'L300 FB DELUXE', size: [443, 169, 197] },
  { maker: 'ISUZU', model: 'NMR 85H', size: [606, 186, 226] },
  { maker: 'HINO', model: '500 FG8J', size: [905, 244, 276] },
  { maker: 'HYUNDAI', model: 'UNIVERSE NOBLE', size: [1199, 249, 345] },
  { maker: 'HONDA', model: 'CITY 1.5 V', size: [455, 175, 148] },
  { maker: 'YAMAHA', model: 'NMAX 155', size: [193, 74, 116] },
  { maker: 'SUZUKI', model: 'CARRY UTILITY VAN', size: [420, 165, 190] },
  { maker: 'MERCEDES-BENZ', model: 'ACTROS 2645', size: [715, 250, 390] },
  { maker: 'KIA', model: 'K2500', size: [515, 174, 199] },
  { maker: 'LAND ROVER', model: 'DEFENDER 110', size: [502, 200, 197] },
];

const wordings = {
  chassisNo: [
    'CHASSIS NO.',
    'Chassis Number',
    'VIN',
    'VIN / CHASSIS NO.',
    'FRAME NO.',
    'Chassis #',
    'Vehicle Chassis No',
  ],
  vehicleMaker: ['MAKER', 'Make', 'BRAND', 'Manufacturer', 'VEHICLE MAKE'],
  vehicleModel: ['MODEL', 'Model Name', 'Model Description', 'VARIANT'],
  makeAndModel: ['MAKE/MODEL', 'Make & Model', 'BRAND / MODEL', 'Maker and Model'],
  lengthCm: ['LENGTH', 'L', 'Length', 'LEN'],
  widthCm: ['WIDTH', 'W', 'Width', 'WID'],
  heightCm: ['HEIGHT', 'H', 'Height', 'HT'],
  dimensions: ['DIMENSIONS', 'Dimensions (L x W x H)', 'L x W x H', 'SIZE'],
  cbm: ['CBM', 'M3', 'Volume (m³)', 'MEAS. (CBM)', 'CUBIC METERS'],
};
const others = ['ENGINE NO.', 'COLOR', 'WEIGHT (KG)', 'YEAR MODEL', 'REMARKS'];
const unitWords: Record<Unit, string[]> = {
  mm: ['(mm)', 'MM', '(MM)'],
  cm: ['(cm)', 'CM', '(CMS)'],
  m: ['(m)', 'M', '(MTRS)'],
};
const perCentimetre: Record<Unit, number> = { mm: 10, cm: 1, m: 0.01 };

type Column = { label: string; cell: (vehicle: Listed) => string | number };
type Listed = ListedVehicle & { engine: string; color: string; weight: number };

export async function vehicleListCase(seed: number): Promise<VehicleListCase> {
  const random = new Random(seed);
  const format = random.chance(0.5) ? 'xlsx' : 'csv';
  const comma = format === 'csv' && random.chance(0.35);
  const unit = random.pick<Unit>(['mm', 'cm', 'm']);
  const unitIn = random.pick(['label', 'group', 'none'] as const);
  const oneCell = random.chance(0.3);
  const together = random.chance(0.3);
  const withCbm = random.chance(0.6);
  const count = random.int(1, 40);
  const vehicles: Listed[] = Array.from({ length: count }, () => {
    const { maker, model, size } = random.pick(models);
    const [lengthCm, widthCm, heightCm] = size;
    return {
      vehicleMaker: maker,
      vehicleModel: model,
      chassisNo: random.chance(0.5)
        ? `MR0${random.pick(['HA3CD', 'FB8CD', 'KB4FF'])}${random.int(10_000_000, 99_999_999)}`
        : `${random.pick(['GUN125', 'NMR85', 'FG8J'])}-${random.int(1_000_000, 9_999_999)}`,
      lengthCm,
      widthCm,
      heightCm,
      cbm: withCbm ? Math.round((lengthCm * widthCm * heightCm) / 10_000) / 100 : null,
      engine: `${random.pick(['2GD', '1NZ', '4HK1', 'J08E'])}-${random.int(100_000, 999_999)}`,
      color: random.pick(['WHITE', 'SILVER METALLIC', 'RED', 'BLACK']),
      weight: random.int(120, 12_000),
    };
  });

  const figure = (value: number, decimals: number) => {
    if (format === 'xlsx') return Number(value.toFixed(decimals));
    const text = value.toFixed(decimals);
    return comma ? text.replace('.', ',') : text;
  };
  const inUnit = (cm: number | null) => figure((cm ?? 0) * perCentimetre[unit], unit === 'm' ? 2 : 0);
  const unitLabel = (label: string) => (unitIn === 'label' ? `${label} ${random.pick(unitWords[unit])}` : label);
  const columns: Column[] = [];
  if (together) {
    columns.push({ label: random.pick(wordings.makeAndModel), cell: (v) => `${v.vehicleMaker} ${v.vehicleModel}` });
  } else {
    columns.push({ label: random.pick(wordings.vehicleMaker), cell: (v) => v.vehicleMaker ?? '' });
    columns.push({ label: random.pick(wordings.vehicleModel), cell: (v) => v.vehicleModel ?? '' });
  }
  columns.push({ label: random.pick(wordings.chassisNo), cell: (v) => v.chassisNo ?? '' });
  const dimensionColumns: Column[] = oneCell
    ? [
        {
          label: unitLabel(random.pick(wordings.dimensions)),
          cell: (v) =>
            [v.lengthCm, v.widthCm, v.heightCm].map((cm) => inUnit(cm)).join(random.pick([' x ', 'X', ' × ', '*'])),
        },
      ]
    : (['lengthCm', 'widthCm', 'heightCm'] as const).map((field) => ({
        label: unitLabel(random.pick(wordings[field])),
        cell: (v: Listed) => inUnit(v[field]),
      }));
  if (withCbm) dimensionColumns.push({ label: random.pick(wordings.cbm), cell: (v) => figure(v.cbm ?? 0, 2) });
  const extras: Column[] = random
    .shuffle([...others])
    .slice(0, random.int(0, 3))
    .map((label) => ({
      label,
      cell: (v: Listed) =>
        label === 'ENGINE NO.'
          ? v.engine
          : label === 'COLOR'
            ? v.color
            : label === 'WEIGHT (KG)'
              ? figure(v.weight, 0)
              : '',
    }));
  const shuffled = random.shuffle([...columns, ...extras]);
  // The dimensions stay side by side, as a group label spans them.
  const at = random.int(0, shuffled.length);
  const all = [{ label: 'NO.', cell: () => '' }, ...shuffled.slice(0, at), ...dimensionColumns, ...shuffled.slice(at)];

  const rows: (string | number)[][] = [];
  const merges: [number, number, number, number][] = [];
  if (random.chance(0.6)) rows.push(['VEHICLE LIST'], [`B/L NO.: MAEU${random.int(100_000_000, 999_999_999)}`], []);
  const groupOver = unitIn === 'group' && !oneCell;
  if (groupOver) {
    const first = all.indexOf(dimensionColumns[0] as Column);
    const group = Array.from({ length: all.length }, (_, index) =>
      index === first ? `DIMENSIONS ${random.pick(unitWords[unit])}` : '',
    );
    if (format === 'xlsx') merges.push([rows.length, first, rows.length, first + 2]);
    rows.push(group);
  }
  const header = all.map((column) => column.label);
  rows.push(header);
  const repeatAt = random.chance(0.2) ? random.int(1, count) : -1;
  vehicles.forEach((vehicle, index) => {
    if (index === repeatAt) rows.push(header);
    if (random.chance(0.1)) rows.push([]);
    rows.push(all.map((column, at) => (at === 0 ? index + 1 : column.cell(vehicle))));
  });
  if (random.chance(0.5)) rows.push(['TOTAL', `${count} UNITS`]);

  const expected = vehicles.map(({ engine: _e, color: _c, weight: _w, ...vehicle }) => vehicle);
  const fields: VehicleField[] = ['vehicleMaker', 'vehicleModel', 'chassisNo', 'lengthCm', 'widthCm', 'heightCm'];
  return {
    seed,
    name: `vehicles-${seed}.${format}`,
    fields: withCbm ? [...fields, 'cbm'] : fields,
    dimensions: { unit, named: unitIn === 'label' || (unitIn === 'group' && !oneCell) },
    file: format === 'xlsx' ? await workbook(rows, merges) : csvOf(rows, comma ? ';' : random.pick([',', ';', '\t'])),
    vehicles: expected,
  };
}

async function workbook(rows: (string | number)[][], merges: [number, number, number, number][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Vehicles');
  for (const row of rows) sheet.addRow(row);
  for (const [top, left, bottom, right] of merges) sheet.mergeCells(top + 1, left + 1, bottom + 1, right + 1);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const csvOf = (rows: (string | number)[][], delimiter: string) =>
  Buffer.from(
    Papa.unparse(
      rows.map((row) => row.map(String)),
      { delimiter, newline: '\r\n' },
    ),
  );
