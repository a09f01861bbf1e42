import { manifestMessages } from '@portside/contracts/manifests';
import { describe, expect, it } from 'vitest';
import { columnKeyOf } from './find-columns';
import { isoDay } from './header';
import { bothUnits, firstNumber, numberConvention } from './numbers';
import { maxTextItems, parseManifest } from './parse-manifest';
import type { TextPage } from './read-text';

const size = 8;
/** A page of Courier-like text: each cell at its column (characters of 0.6 em from x = 20), lines 10 pt apart. */
function page(lines: (readonly [number, string])[][]): TextPage {
  const items = lines.flatMap((cells, line) =>
    cells.map(([column, text]) => ({
      text,
      x: 20 + column * 0.6 * size,
      y: 40 + line * 10,
      width: text.length * 0.6 * size,
      size,
    })),
  );
  return { width: 842, height: 595, items };
}

describe('header wording', () => {
  it.each([
    ['B/L No.', 'blNo'],
    ['BL NUMBER', 'blNo'],
    ['BILL OF LADING', 'blNo'],
    ['House B/L', 'blNo'],
    ['Marks & Nos.', 'marksAndNumbers'],
    ['MARKS AND NUMBERS', 'marksAndNumbers'],
    ['Shipper / Exporter', 'shipper'],
    ['CONSIGNEE NAME AND ADDRESS', 'consignee'],
    ['No. of Pkgs', 'noOfPackages'],
    ['QTY', 'noOfPackages'],
    ['PACKAGES', 'noOfPackages'],
    ['Description of Goods', 'contents'],
    ['NATURE OF GOODS', 'contents'],
    ['Gross Wt (KGS)', 'grossWeightKilos'],
    ['GROSS WEIGHT', 'grossWeightKilos'],
    ['Measurement (CBM)', 'cbm'],
    ['M3', 'cbm'],
    ['m³', 'cbm'],
    ['MEASUREMENT', 'cbm'],
    ['MEASUREMENT CU.FT', 'cubicFeet'],
    ['CU.FT', 'cubicFeet'],
    ['CFT', 'cubicFeet'],
    ['STEVEDORING', 'stevedoring'],
    ['Stevedore', 'stevedoring'],
    ['STEV', 'stevedoring'],
    ['STEV. OPR', 'stevedoring'],
    ['ARRASTRE OPERATOR', 'arrastre'],
    ['ARRASTRE OPR', 'arrastre'],
    ['ARR', 'arrastre'],
    ['PKGS', 'noOfPackages'],
    ['WEIGHT KG', 'grossWeightKilos'],
    ['G.W.', 'grossWeightKilos'],
    ['GROSS / WEIGHT / (KGS)', 'grossWeightKilos'],
    ['KGS', 'grossWeightKilos'],
    ['CBM', 'cbm'],
    ['MEAS.', 'cbm'],
    ['MEASUREMENT / (CU.FT.)', 'cubicFeet'],
    ['CU.FT.', 'cubicFeet'],
    ['Gross Wt (MT)', null],
    ['CONTAINER NO.', null],
    ['NOTIFY PARTY', null],
  ])('reads %j as %s', (label, key) => {
    expect(columnKeyOf(label)).toBe(key);
  });
});

describe('printed values', () => {
  it.each([
    ['2026-03-15', '2026-03-15'],
    ['03/15/2026', '2026-03-15'],
    ['15-MAR-2026', '2026-03-15'],
    ['15 MARCH 2026', '2026-03-15'],
    ['MARCH 15, 2026', '2026-03-15'],
    ['02/30/2026', null],
    ['NEXT WEEK', null],
  ])('reads the date %j as %j', (text, day) => {
    expect(isoDay(text)).toBe(day);
  });

  it.each([
    ['1,250', 1250],
    ['25,000.500 KGS', 25000.5],
    ['12.5', 12.5],
    ['1250 BAGS', 1250],
    ['1,25', null],
    ['N/A', null],
    ['', null],
  ])('reads the number in %j as %j', (text, value) => {
    expect(firstNumber(text, 'point')).toBe(value);
  });

  it.each([
    ['1.250', 1250],
    ['25.000,500 KGS', 25000.5],
    ['12,5', 12.5],
    ['1250 BAGS', 1250],
    ['1.25', null],
  ])('reads the number in %j with a decimal comma as %j', (text, value) => {
    expect(firstNumber(text, 'comma')).toBe(value);
  });

  it.each([
    [['1,250', '25,000.500', '30.25'], 'point'],
    [['1.250', '25.000,500', '30,25'], 'comma'],
    [['1,250', '3,500'], 'point'],
    [['1.250.000', '7'], 'comma'],
    [['12,5', '1,250', '2,75'], 'comma'],
    [[], 'point'],
  ] as const)(
    'decides once from all the quantities %j that the document writes numbers with a decimal %s',
    (texts, convention) => {
      expect(numberConvention(texts)).toBe(convention);
    },
  );

  it('converts the measurement the header names into the other unit, to 3 decimals', () => {
    expect(bothUnits(10, 'cbm')).toEqual({ cbm: 10, measurementCubicFeet: 353.147 });
    expect(bothUnits(353.15, 'cuft')).toEqual({ cbm: 10, measurementCubicFeet: 353.15 });
  });
});

describe('tables', () => {
  const header = [
    [0, 'B/L NO.'],
    [16, 'CONSIGNEE'],
    [40, 'CONTAINER NO.'],
    [56, 'PKGS'],
    [64, 'CBM'],
    [72, 'CU.FT'],
  ] as const;

  it("reads every quantity in the document's convention, a decimal comma too, and a totals line in it as totals", () => {
    const row = (bl: string, packages: string, cbm: string, cuft: string) =>
      [
        [0, bl],
        [16, 'ACME TRADING'],
        [56, packages],
        [64, cbm],
        [72, cuft],
      ] as const;
    const { rows } = parseManifest([
      page([
        [...header],
        [...row('ABCD1234567', '1.250', '12,5', '441,4')],
        [...row('ABCD1234568', '3.500', '2.000,25', '70.638')],
        [
          [0, 'TOTAL'],
          [56, '4.750'],
          [64, '2.012,75'],
        ],
      ]),
    ]);
    expect(rows).toMatchObject([
      { blNo: 'ABCD1234567', noOfPackages: 1250, cbm: 12.5, measurementCubicFeet: 441.4 },
      { blNo: 'ABCD1234568', noOfPackages: 3500, cbm: 2000.25, measurementCubicFeet: 70638 },
    ]);
    expect(rows).toHaveLength(2);
  });

  it('fills the fields that labelled continuation lines name, for the BL above them', () => {
    const { rows } = parseManifest([
      page([
        [
          [0, 'BL NO'],
          [16, 'CONSIGNEE'],
          [56, 'QTY'],
          [64, 'CBM'],
          [72, 'STEV'],
          [80, 'ARR'],
        ],
        [
          [0, 'JSSG250101'],
          [16, 'MEGAWORLD CORP'],
          [56, '40'],
          [64, '12.5'],
        ],
        [
          [2, 'SHIPPER: JIANGSU SHAGANG GROUP CO LTD'],
          [50, 'MARKS: MEGAWORLD MANILA'],
        ],
        [
          [2, 'NOTIFY: SAME AS CONSIGNEE'],
          [40, 'STEV: ACME PORT'],
          [60, 'ARR: PORTCARE INC'],
        ],
        [
          [0, 'JSSG250102'],
          [16, 'ACME TRADING'],
          [56, '5'],
          [64, '1.5'],
        ],
        [[2, 'DESC: HOT ROLLED STEEL COILS']],
      ]),
    ]);
    expect(rows).toMatchObject([
      {
        blNo: 'JSSG250101',
        consignee: 'MEGAWORLD CORP',
        shipper: 'JIANGSU SHAGANG GROUP CO LTD',
        marksAndNumbers: 'MEGAWORLD MANILA',
        stevedoring: 'ACME PORT',
        arrastre: 'PORTCARE INC',
        noOfPackages: 40,
      },
      { blNo: 'JSSG250102', consignee: 'ACME TRADING', contents: 'HOT ROLLED STEEL COILS', shipper: '' },
    ]);
  });

  it('keeps an address printed in smaller type under a name out of the name', () => {
    const small = (column: number, text: string) => ({
      text,
      x: 20 + column * 0.6 * size,
      y: 0,
      width: text.length * 0.6 * 6,
      size: 6,
    });
    const base = page([
      [
        [0, 'B/L NO.'],
        [16, 'SHIPPER'],
        [40, 'CONSIGNEE'],
        [64, 'PKGS'],
      ],
      [
        [0, 'ABCD1234567'],
        [16, 'BAOSTEEL TRADING'],
        [40, 'LUZON STEEL CORP.'],
        [64, '10'],
      ],
      [[16, 'CO. LTD']],
    ]);
    const address = [
      { ...small(16, '885 FUJIN RD SHANGHAI'), y: 40 + 3 * 10 - 2 },
      { ...small(40, '12 PIER ST MANILA'), y: 40 + 3 * 10 - 2 },
    ];
    const { rows } = parseManifest([{ ...base, items: [...base.items, ...address] }]);
    expect(rows).toMatchObject([{ shipper: 'BAOSTEEL TRADING CO. LTD', consignee: 'LUZON STEEL CORP.' }]);
  });

  it('marks what it is unsure of on the row: a figure it could not read, a needed cell left empty', () => {
    const { rows } = parseManifest([
      page([
        [
          [0, 'B/L NO.'],
          [16, 'CONSIGNEE'],
          [40, 'DESCRIPTION'],
          [56, 'PKGS'],
          [64, 'KGS'],
          [72, 'CBM'],
        ],
        [
          [0, 'ABCD1234567'],
          [16, 'ACME TRADING'],
          [40, 'RICE'],
          [56, 'TEN'],
          [64, '1,000.5'],
          [72, '2.5'],
        ],
        [
          [0, 'ABCD1234568'],
          [56, '10'],
        ],
        [
          [0, 'ABCD1234569'],
          [16, 'ACME TRADING'],
          [40, 'RICE'],
          [56, '3'],
          [64, '90'],
          [72, '1.5'],
        ],
      ]),
    ]);
    expect(rows.map((row) => [row.noOfPackages, row.doubts])).toEqual([
      [0, [{ field: 'noOfPackages', kind: 'unread', printed: 'TEN' }]],
      [
        10,
        [
          { field: 'consignee', kind: 'missing', printed: '' },
          { field: 'contents', kind: 'missing', printed: '' },
          { field: 'grossWeightKilos', kind: 'missing', printed: '' },
          { field: 'cbm', kind: 'missing', printed: '' },
        ],
      ],
      [3, []],
    ]);
  });

  it('keeps the text of unknown columns out of their neighbours and reads both measurement units as printed', () => {
    const { rows } = parseManifest([
      page([
        [...header],
        [
          [0, 'ABCD1234567'],
          [16, 'ACME TRADING'],
          [40, 'MSCU7654321'],
          [56, '10'],
          [64, '2.5'],
          [72, '90'],
        ],
      ]),
    ]);
    expect(rows).toMatchObject([
      { blNo: 'ABCD1234567', consignee: 'ACME TRADING', noOfPackages: 10, cbm: 2.5, measurementCubicFeet: 90 },
    ]);
  });

  it('keeps a row without numbers, at 0, and ends the table at a gap of more than two lines', () => {
    const { rows } = parseManifest([
      page([
        [...header],
        [
          [0, 'ABCD1234567'],
          [16, 'ACME TRADING'],
        ],
        [[16, 'CORPORATION']],
        [],
        [],
        [[16, 'CERTIFIED TRUE AND CORRECT']],
      ]),
    ]);
    expect(rows).toMatchObject([
      { consignee: 'ACME TRADING CORPORATION', noOfPackages: 0, grossWeightKilos: 0, cbm: 0, measurementCubicFeet: 0 },
    ]);
  });

  it('ends a row at text printed from the left margin under the table', () => {
    const { rows } = parseManifest([
      page([
        [...header],
        [
          [0, 'ABCD1234567'],
          [16, 'ACME TRADING'],
        ],
        [[0, '*** END OF MANIFEST ***']],
        [[16, 'PREPARED BY: JUAN DELA CRUZ']],
      ]),
    ]);
    expect(rows).toMatchObject([{ consignee: 'ACME TRADING' }]);
  });

  it('reads a table of many repeated lines in linear time', () => {
    const inc = Array.from({ length: 2000 }, () => [[16, 'INC.'] as const]);
    const pages = Array.from({ length: 30 }, (_, index) =>
      page(
        index === 0
          ? [
              [...header],
              [
                [0, 'ABCD1234567'],
                [16, 'ACME TRADING'],
                [56, '10'],
              ],
              ...inc,
            ]
          : inc,
      ),
    );
    const started = performance.now();
    const { rows } = parseManifest(pages);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(rows).toMatchObject([{ blNo: 'ABCD1234567', noOfPackages: 10 }]);
  });

  it('refuses more text than a manifest holds as damaged', () => {
    const items = Array.from({ length: maxTextItems + 1 }, () => [[16, 'INC.'] as const]);
    expect(() => parseManifest([page([[...header], ...items])])).toThrow(manifestMessages.damaged);
  });

  it('refuses text without a header row of B/L number, consignee and packages', () => {
    expect(() =>
      parseManifest([
        page([
          [
            [0, 'B/L NO.'],
            [16, 'SHIPPER'],
            [40, 'PKGS'],
          ],
        ]),
      ]),
    ).toThrow(manifestMessages.noTable);
  });
});
