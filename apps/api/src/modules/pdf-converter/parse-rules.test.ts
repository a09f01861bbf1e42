import { manifestMessages } from '@portside/contracts/manifests';
import { describe, expect, it } from 'vitest';
import { columnKeyOf } from '../manifest-layouts/labels';
import { gatherColumns } from './find-columns';
import { isoDay } from './header';
import { bothUnits, firstNumber, numberConvention } from './numbers';
import { maxTextCharacters, maxTextItems, parseManifest } from './parse-manifest';
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
  return { width: 842, height: 595, items, rules: [] };
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
    ['SHPR', 'shipper'],
    ['CNEE', 'consignee'],
    ['DESC.', 'contents'],
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
    ['1 234,56', 'comma', 1234.56],
    ['1 234 567 KGS', 'comma', 1234567],
    ['12 500.5', 'point', 12500.5],
    ['1 234,56', 'point', null],
    ['10 20', 'point', 10],
  ] as const)('reads %j, thousands parted by spaces, with a decimal %s as %j', (text, convention, value) => {
    expect(firstNumber(text, convention)).toBe(value);
  });

  it('takes one mark after four digits or more, or after a lone 0, for a decimal mark (figures printed ungrouped)', () => {
    expect(numberConvention(['1579,484', '44,726'])).toBe('comma');
    expect(numberConvention(['0.250', '44.726'])).toBe('point');
    expect(numberConvention(['0,250'], [], () => 'point')).toBe('comma');
    // Three digits before and after one mark tell nothing.
    expect(numberConvention(['157,948', '44,726'], [], () => 'point')).toBe('point');
  });

  it('takes a package count with one mark before three digits for a whole number: thousands, never a decimal', () => {
    expect(numberConvention(['12.500', '30.000'], ['1.250'])).toBe('comma');
    expect(numberConvention(['12,500', '30,000'], ['1,250'])).toBe('point');
    expect(numberConvention(['12.500', '30.000'], [])).toBe('point');
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

describe('a line made to be slow', () => {
  it('reads a header line holding a word of 100,000 digits and a letter in linear time', () => {
    const word = `${'1'.repeat(100_000)}X`;
    expect(() =>
      parseManifest([
        page([
          [
            [0, 'B/L NO.'],
            [18, 'CONSIGNEE'],
            [52, word],
          ],
        ]),
      ]),
    ).toThrow(manifestMessages.noTable);
  });
});

describe('lines in the B/L column that are no BL', () => {
  const head = [
    [0, 'B/L NO.'],
    [18, 'CONSIGNEE'],
    [52, 'QTY'],
  ] as const;
  const bl = (blNo: string) =>
    [
      [0, blNo],
      [18, 'ACME TRADING'],
      [52, '10'],
    ] as const;
  const read = (blNos: string[]) =>
    parseManifest([page([[...head], ...blNos.map((blNo) => [...bl(blNo)])])]).rows.map((row) => row.blNo);

  it('passes over a date or a time printed in the B/L column (a footer), and keeps BL numbers of figures', () => {
    const bls = ['MAEU1000001', 'MAEU1000002', '2025000103'];
    expect(read([...bls, '03/16/2026', '08:12', '2026-03-16'])).toEqual(bls);
  });

  it("passes over a page's footer whose date lies in the B/L column, for a row that goes on past the page break", () => {
    // "Printed" left of the B/L column, the date under it.
    const indented = (cells: readonly (readonly [number, string])[]) =>
      cells.map(([at, text]) => [at + 10, text] as const);
    const footer = (page: number): (readonly [number, string])[] => [
      [0, 'Printed'],
      [8, '03/16/2026 08:12 by MANIFEST SYSTEM'],
      [58, `${page}/2`],
    ];
    const pages = [
      page([indented(head), indented(bl('MAEU1000001')), [], [], [], footer(1)]),
      page([indented(head), indented([[18, 'CORPORATION']]), indented(bl('MAEU1000002')), [], [], footer(2)]),
    ];
    expect(parseManifest(pages).rows.map(({ blNo, consignee }) => ({ blNo, consignee }))).toEqual([
      { blNo: 'MAEU1000001', consignee: 'ACME TRADING CORPORATION' },
      { blNo: 'MAEU1000002', consignee: 'ACME TRADING' },
    ]);
  });
});

describe('the title block', () => {
  const table = [
    [
      [0, 'B/L NO.'],
      [18, 'CONSIGNEE'],
      [52, 'QTY'],
    ],
    [
      [0, 'MAEU1000001'],
      [18, 'ACME TRADING'],
      [52, '10'],
    ],
  ] as const;
  const headerOf = (title: (readonly [number, string])[][]) =>
    parseManifest([page([...title, [], ...table.map((line) => [...line])])]).header;
  const pacificStar = { vesselName: 'MV PACIFIC STAR', voyageNumber: '025N', arrivalDate: '2026-03-15' };

  it('reads a row of labels over a row of values, each value under its label', () => {
    expect(
      headerOf([
        [
          [0, 'VESSEL'],
          [20, 'VOYAGE'],
          [30, 'PORT OF LOADING'],
          [50, 'ETA'],
        ],
        [
          [0, 'MV PACIFIC STAR'],
          [20, '025N'],
          [30, 'SHANGHAI'],
          [50, '15-MAR-2026'],
        ],
      ]),
    ).toEqual({ ...pacificStar, portOfLoading: 'SHANGHAI' });
  });

  it.each([
    ['PORT OF LOADING: SHANGHAI  PORT OF DISCHARGE: MANILA NORTH HARBOR', 'SHANGHAI', 'MANILA NORTH HARBOR'],
    ['POL: BUSAN PORT OF DISCHARGE: CEBU', 'BUSAN', 'CEBU'],
    ['LOADING PORT: HO CHI MINH CITY   DISCHARGE PORT: DAVAO', 'HO CHI MINH CITY', 'DAVAO'],
  ])('reads the ports as printed: %s', (line, portOfLoading, portOfDischarge) => {
    expect(headerOf([[[0, 'VESSEL: MV PACIFIC STAR  VOYAGE: 025N  ETA: 2026-03-15']], [[0, line]]])).toEqual({
      ...pacificStar,
      portOfLoading,
      portOfDischarge,
    });
  });

  it.each([
    'VESSEL/VOYAGE: MV PACIFIC STAR / 025N',
    'VESSEL & VOYAGE: MV PACIFIC STAR V.025N',
    'VSL/VOY: MV PACIFIC STAR VOY. 025N',
  ])('reads vessel and voyage under one label: %s', (title) => {
    expect(
      headerOf([
        [
          [0, title],
          [48, 'ETA: 2026-03-15'],
        ],
      ]),
    ).toEqual(pacificStar);
  });

  it("reads no voyage without a digit (a vessel's name after a combined label is none)", () => {
    expect(headerOf([[[0, 'VESSEL/VOYAGE: MV PACIFIC STAR']]])).toEqual({
      ...pacificStar,
      voyageNumber: null,
      arrivalDate: null,
    });
    expect(headerOf([[[0, 'VOYAGE: MV PACIFIC STAR']]]).voyageNumber).toBeNull();
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

  describe('labelled continuation lines', () => {
    const head = [
      [0, 'B/L NO.'],
      [18, 'CONSIGNEE'],
      [52, 'QTY'],
      [60, 'DESCRIPTION'],
      [86, 'WEIGHT KG'],
      [100, 'CBM'],
    ] as const;
    const main = [
      [0, 'ABCD1234567'],
      [18, 'MANILA TRADING CORP'],
      [52, '10'],
      [60, 'STEEL COILS'],
      [86, '12,500.000'],
      [100, '30.250'],
    ] as const;
    const read = (...below: (readonly [number, string])[][]) =>
      parseManifest([page([[...head], [...main], ...below])]).rows;

    it.each([
      ['SHIPPER/EXPORTER: JIANGSU SHAGANG', 'shipper', 'JIANGSU SHAGANG'],
      ['SHPR: JIANGSU SHAGANG', 'shipper', 'JIANGSU SHAGANG'],
      ['MARKS AND NUMBERS: MEGAWORLD', 'marksAndNumbers', 'MEGAWORLD'],
      ['MARKS & NOS.: MEGAWORLD', 'marksAndNumbers', 'MEGAWORLD'],
      ['DESCRIPTION OF GOODS: HOT ROLLED', 'contents', 'STEEL COILS HOT ROLLED'],
      // The name ended with its legal ending: an attention line is no part of it.
      ['CNEE: ATTN MR LEE', 'consignee', 'MANILA TRADING CORP'],
      ['CNEE: MANILA TRADING CORP', 'consignee', 'MANILA TRADING CORP'],
      ['STEVEDORE: ACME PORT', 'stevedoring', 'ACME PORT'],
    ])('%j fills the field its label names, read as a header label', (text, field, value) => {
      expect(read([[2, text]])[0]?.[field as 'shipper']).toBe(value);
    });

    it('parts labels printed one space apart, known by the header labels', () => {
      const [row] = read([[2, 'SHPR: JIANGSU SHAGANG GROUP CO LTD MARKS AND NUMBERS: MEGAWORLD MANILA']]);
      expect(row).toMatchObject({ shipper: 'JIANGSU SHAGANG GROUP CO LTD', marksAndNumbers: 'MEGAWORLD MANILA' });
    });

    it('goes on past a line of unknown labels, a line in smaller type and an address under a value', () => {
      const rows = parseManifest([
        page([
          [...head],
          [...main],
          [[2, 'NOTIFY PARTY: SAME AS CONSIGNEE']],
          [[2, 'SHIPPER: JIANGSU SHAGANG GROUP CO LTD']],
          [[11, 'NO. 1 YONGGANG ROAD, ZHANGJIAGANG, JIANGSU, CHINA']],
          [[2, 'ATTN: SHIPPING DEPT, TEL: +63 2 555 0100']],
          [[2, 'MARKS: MEGAWORLD']],
        ]),
      ]).rows;
      expect(rows).toMatchObject([
        {
          blNo: 'ABCD1234567',
          consignee: 'MANILA TRADING CORP',
          shipper: 'JIANGSU SHAGANG GROUP CO LTD',
          marksAndNumbers: 'MEGAWORLD',
        },
      ]);
      const base = page([[...head], [...main], [[2, 'MARKS: MEGAWORLD']]]);
      const remark = { text: 'PLEASE NOTE: NO CLAIMS ACCEPTED AFTER DELIVERY', x: 20, y: 57, width: 150, size: 5 };
      const moved = base.items.map((item) => (item.text === 'MARKS: MEGAWORLD' ? { ...item, y: 64 } : item));
      expect(parseManifest([{ ...base, items: [...moved, remark] }]).rows[0]?.marksAndNumbers).toBe('MEGAWORLD');
    });

    it('still ends the BL at text from the margin that names no field', () => {
      const rows = read([[0, '*** END OF MANIFEST ***']], [[18, 'CERTIFIED TRUE AND CORRECT']]);
      expect(rows).toMatchObject([{ consignee: 'MANILA TRADING CORP' }]);
    });
  });

  it('keeps the names of a row whose BL is printed larger (bold) than the rest', () => {
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
        [40, 'LUZON STEEL'],
        [64, '10'],
      ],
      [
        [16, 'CO. LTD'],
        [40, 'CORPORATION'],
      ],
    ]);
    const items = base.items.map((item) => (item.text === 'ABCD1234567' ? { ...item, size: 11 } : item));
    const { rows } = parseManifest([{ ...base, items }]);
    expect(rows).toMatchObject([{ shipper: 'BAOSTEEL TRADING CO. LTD', consignee: 'LUZON STEEL CORPORATION' }]);
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

  it('keeps an address in the same type without a figure or street word out of the name, by the place it ends with, also wrapped', () => {
    const cells = [
      ['JOSE RIZAL ENTERPRISES', 'TONDO, MANILA'],
      ['SAN MIGUEL FOODS', 'ORTIGAS CENTER, PASIG'],
      ['MARIA SANTOS', 'BINONDO MANILA'],
      ['RURAL BANK', 'OF BATANGAS'],
      ['GOLDEN HARVEST', 'TRADING'],
      ['CRYSTAL CEMENT', 'ORTIGAS CENTER,', 'PASIG'],
      ['UNIVERSITY OF', 'SANTO TOMAS'],
      ['GINEBRA', 'SAN MIGUEL'],
      ['SHANGRI-LA HOTEL', 'MAKATI'],
      ['ACME HARDWARE', 'TAGUIG, NCR'],
    ];
    const lines = cells.flatMap(([name = '', ...below], index) => [
      [[0, `MNL24000${index}`] as const, [16, name] as const, [48, String(index + 1)] as const],
      ...below.map((line) => [[16, line] as const]),
    ]);
    const header = [[0, 'B/L NO.'] as const, [16, 'CONSIGNEE'] as const, [48, 'PKGS'] as const];
    const { rows } = parseManifest([page([header, ...lines])]);
    expect(rows.map((row) => row.consignee)).toEqual([
      'JOSE RIZAL ENTERPRISES',
      'SAN MIGUEL FOODS',
      'MARIA SANTOS',
      'RURAL BANK OF BATANGAS',
      'GOLDEN HARVEST TRADING',
      'CRYSTAL CEMENT',
      'UNIVERSITY OF SANTO TOMAS',
      'GINEBRA SAN MIGUEL',
      'SHANGRI-LA HOTEL MAKATI',
      'ACME HARDWARE',
    ]);
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

  it('doubts a fraction of a package and a figure beyond what an item takes, with what was printed, as 0', () => {
    const head = [
      [0, 'B/L NO.'],
      [16, 'CONSIGNEE'],
      [36, 'DESCRIPTION'],
      [50, 'PKGS'],
      [74, 'CBM'],
      [88, 'KGS'],
    ] as const;
    // The weight last, where a long figure overlaps no other column.
    const row = (bl: string, packages: string, kilos: string, cbm: string) =>
      [
        [0, bl],
        [16, 'ACME TRADING'],
        [36, 'RICE'],
        [50, packages],
        [74, cbm],
        [88, kilos],
      ] as const;
    const nines = '9'.repeat(400);
    const { rows } = parseManifest([
      page([
        [...head],
        [...row('ABCD1234567', '1.5', '1,000', '2.5')],
        [...row('ABCD1234568', '99999999999999999999', nines.slice(0, 20), '10000000001')],
        [...row('ABCD1234569', '10000000', nines, '10000000000')],
      ]),
    ]);
    expect(rows.map((row) => [row.noOfPackages, row.grossWeightKilos, row.cbm, row.doubts])).toEqual([
      [0, 1000, 2.5, [{ field: 'noOfPackages', kind: 'unread', printed: '1.5' }]],
      [
        0,
        0,
        0,
        [
          { field: 'noOfPackages', kind: 'unread', printed: '99999999999999999999' },
          { field: 'grossWeightKilos', kind: 'unread', printed: nines.slice(0, 20) },
          { field: 'cbm', kind: 'unread', printed: '10000000001' },
        ],
      ],
      [10_000_000, 0, 1e10, [{ field: 'grossWeightKilos', kind: 'unread', printed: nines }]],
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

  it("reads two fields stacked in one column: the first line of a cell is the upper label's, the rest the lower's", () => {
    const { rows, totals } = parseManifest([
      page([
        [
          [0, 'B/L NO.'],
          [16, 'SHIPPER'],
          [40, 'PKGS'],
          [48, 'G.W.'],
        ],
        [
          [16, 'CONSIGNEE'],
          [48, 'MEAS.'],
        ],
        [
          [0, 'ABCD1234567'],
          [16, 'GLOBAL EXPORTS LTD.'],
          [40, '10'],
          [48, '1,250.5'],
        ],
        [
          [16, 'ACME TRADING INC.'],
          [48, '2.5'],
        ],
        [[16, '12 PIER ROAD, MANILA']],
        [
          [0, 'EFGH7654321'],
          [16, 'ORIENT MILLS CO.'],
          [40, '4'],
          [48, '300'],
        ],
        [
          [16, 'BAYSIDE FOODS CORP.'],
          [48, '1.25'],
        ],
        [
          [0, 'IJKL7654321'],
          [40, '3'],
        ],
        [
          [16, 'HARBOR GRAINS INC.'],
          [48, '0.5'],
        ],
        [
          [0, 'TOTAL'],
          [40, '14'],
          [48, '1,550.5'],
        ],
      ]),
    ]);
    expect(rows).toMatchObject([
      { shipper: 'GLOBAL EXPORTS LTD.', consignee: 'ACME TRADING INC.', grossWeightKilos: 1250.5, cbm: 2.5 },
      { shipper: 'ORIENT MILLS CO.', consignee: 'BAYSIDE FOODS CORP.', grossWeightKilos: 300, cbm: 1.25 },
      // Nothing on the BL's own line: the lines under it are the lower fields'.
      { shipper: '', consignee: 'HARBOR GRAINS INC.', grossWeightKilos: 0, cbm: 0.5 },
    ]);
    expect(totals).toEqual({ noOfPackages: 14, grossWeightKilos: 1550.5, cbm: null });
  });

  it.each([
    [['GROSS WT', '(KGS)'], 'grossWeightKilos', undefined],
    [['SHIPPER', 'CONSIGNEE'], 'shipper', 'consignee'],
    [['CNEE', 'SHPR'], 'consignee', 'shipper'],
    [['NO. OF', 'PKGS'], 'noOfPackages', undefined],
    [['SHIPPER', 'NOTIFY PARTY'], null, undefined],
    [['CONSIGNEE', 'CNEE'], null, undefined],
    [['CARGO', 'WEIGHT'], null, undefined],
    [['B/L NO.', 'MARKS'], null, undefined],
  ])('reads the label lines %j of one column as %s over %s', (parts, key, below) => {
    const labels = parts.map((text) => [{ text, x: 20, end: 80 }]);
    expect(gatherColumns(labels)).toEqual([
      { key, ...(below ? { below } : {}), label: parts.join(' '), x: 20, end: 80 },
    ]);
  });

  it('keeps a field named whole by a column of its own, and reads only the free upper field of a stack', () => {
    const labels = [
      [
        { text: 'SHIPPER', x: 20, end: 80 },
        { text: 'CONSIGNEE', x: 100, end: 160 },
      ],
      [{ text: 'CNEE', x: 20, end: 80 }],
    ];
    expect(gatherColumns(labels).map(({ key, below }) => ({ key, below }))).toEqual([
      { key: 'shipper', below: undefined },
      { key: 'consignee', below: undefined },
    ]);
  });

  it('reads a label a clerk taught as taught, as two stacked fields only when taught the upper one', () => {
    const labels = [[{ text: 'SHIPPER', x: 20, end: 80 }], [{ text: 'CONSIGNEE', x: 20, end: 80 }]];
    expect(gatherColumns(labels, new Map([['SHIPPER CONSIGNEE', 'consignee']]))[0]).toEqual({
      key: 'consignee',
      label: 'SHIPPER CONSIGNEE',
      x: 20,
      end: 80,
    });
    expect(gatherColumns(labels, new Map([['SHIPPER CONSIGNEE', 'shipper']]))[0]).toMatchObject({
      key: 'shipper',
      below: 'consignee',
    });
    expect(gatherColumns(labels, new Map([['SHIPPER CONSIGNEE', null]]))[0]).toEqual({
      key: null,
      label: 'SHIPPER CONSIGNEE',
      x: 20,
      end: 80,
    });
  });

  it("reads a label over its own column, not as a group over the next column of a sub-label like its column's", () => {
    // "HBL" over "NO.", and "PACKAGES" centred over "NO." and "KIND": the second "NO." is the packages', not the BL's.
    const { rows } = parseManifest([
      page([
        [
          [0, 'HBL'],
          [22, 'PACKAGES'],
        ],
        [
          [0, 'NO.'],
          [17, 'NO.'],
          [28, 'KIND'],
          [40, 'CONSIGNEE'],
        ],
        [
          [0, 'ABCD1234567'],
          [16, '1,415'],
          [28, 'BAGS'],
          [40, 'ACME TRADING'],
        ],
      ]),
    ]);
    expect(rows).toMatchObject([{ blNo: 'ABCD1234567', noOfPackages: 1415, consignee: 'ACME TRADING' }]);
  });

  it('parts fixed-width labels at a gutter a little wider than their own spaces', () => {
    // Courier's space is 0.6 em; "WEIGHT KG" ends 0.75 em before "STEV.", "CFT" 0.75 em before "ARRASTRE".
    const { rows } = parseManifest([
      page([
        [
          [0, 'BL NUMBER'],
          [12, 'CONSIGNEE NAME'],
          [28, 'PACKAGES'],
          [38, 'WEIGHT KG'],
          [48.25, 'STEV.'],
          [60, 'CFT'],
          [64.25, 'ARRASTRE'],
        ],
        [
          [0, 'ABCD1234567'],
          [12, 'ACME TRADING'],
          [33, '51'],
          [38, '106,847.5'],
          [48.25, 'PIER 9'],
          [58, '2,410'],
          [64.25, 'ASIAN'],
        ],
      ]),
    ]);
    expect(rows).toMatchObject([
      { consignee: 'ACME TRADING', noOfPackages: 51, grossWeightKilos: 106847.5, stevedoring: 'PIER 9' },
    ]);
    expect(rows[0]).toMatchObject({ measurementCubicFeet: 2410, arrastre: 'ASIAN' });
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

  it.each([1e6, 3e8])(
    'parts columns printed %d points apart, and words stretched across them, in time and memory bounded by the words',
    (apart) => {
      const at = (text: string, column: number, line: number, width = text.length * 0.6 * size) => ({
        text,
        x: 20 + column * apart,
        y: 40 + line * 10,
        width,
        size,
      });
      const printed = [
        at('B/L NO.', 0, 0),
        at('CONSIGNEE', 1, 0),
        at('NO. OF PKGS', 2, 0),
        at('ABCD1234567', 0, 1),
        at('MANILA', 1, 1),
        at('10', 2, 1),
        // Letters scaled to span the page (a text matrix can stretch a glyph without limit), one a line.
        ...Array.from({ length: 2_000 }, (_, line) => at('x', 0, line + 2, 3 * apart)),
      ];
      const started = performance.now();
      const { rows } = parseManifest([{ width: 3 * apart, height: 595, items: printed, rules: [] }]);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(rows).toMatchObject([{ blNo: 'ABCD1234567', consignee: 'MANILA', noOfPackages: 10 }]);
    },
  );

  it('reads an item of more words than a call takes arguments', () => {
    const words = Array.from({ length: 200_000 }, () => 'INC.').join(' ');
    const { rows } = parseManifest([
      page([
        [...header],
        [
          [0, 'ABCD1234567'],
          [16, 'ACME TRADING'],
          [56, '10'],
        ],
        [[16, words]],
      ]),
    ]);
    expect(rows).toMatchObject([{ blNo: 'ABCD1234567', noOfPackages: 10 }]);
  });

  it('passes over a line of thousands of labels by a consignee label, in no time', () => {
    const labels = Array.from({ length: 5_000 }, (_, index) => ({
      text: Array(10).fill('AB').join(' '),
      x: 100 + index * 400,
      y: 40,
      width: 390,
      size,
    }));
    const consignee = { text: 'CONSIGNEE', x: 20, y: 40, width: 40, size };
    const started = performance.now();
    expect(() => parseManifest([{ width: 2e6, height: 595, items: [consignee, ...labels], rules: [] }])).toThrow(
      manifestMessages.noTable,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses more text items or characters than a manifest holds as too complex', () => {
    const items = Array.from({ length: maxTextItems + 1 }, () => [[16, 'INC.'] as const]);
    expect(() => parseManifest([page([[...header], ...items])])).toThrow(manifestMessages.tooComplex);
    const long = 'INC. '.repeat(maxTextCharacters / 5 / 10 + 1);
    const lines = Array.from({ length: 10 }, () => [[16, long] as const]);
    expect(() => parseManifest([page([[...header], ...lines])])).toThrow(manifestMessages.tooComplex);
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

describe('tables drawn with borders', () => {
  /**
   * A page with a boxed table: cells' lines (text from 1.5 pt inside the left rule, so neighbouring cells nearly
   * touch), rows as tall as their tallest cell, each cell's border drawn on its own as browsers draw them. `rowRules`
   * false: rules between the columns and around the table only.
   */
  function boxedPage(columns: number[], rows: string[][][], { rowRules = true, top = 60 } = {}): TextPage {
    const items: TextPage['items'] = [];
    const rules: TextPage['rules'] = [];
    const edges = [top];
    for (const cells of rows) {
      const rowTop = edges[edges.length - 1] ?? top;
      cells.forEach((lines, column) => {
        lines.forEach((text, line) => {
          const x = (columns[column] ?? 0) + 1.5;
          items.push({ text, x, y: rowTop + 9 + line * 10, width: text.length * 0.6 * size, size });
        });
      });
      edges.push(rowTop + 4 + 10 * Math.max(...cells.map((lines) => lines.length)));
    }
    const bottom = edges[edges.length - 1] ?? top;
    edges.forEach((y, index) => {
      if (!rowRules && index > 1 && index < edges.length - 1) return;
      for (const [column, x] of columns.slice(1).entries()) {
        rules.push({ x0: columns[column] ?? 0, y0: y, x1: x, y1: y });
      }
    });
    for (const x of columns) rules.push({ x0: x, y0: top, x1: x, y1: bottom });
    const title = { text: 'VESSEL: MV ACME STAR', x: 20, y: top - 12, width: 120, size };
    return { width: 842, height: 595, items: [title, ...items], rules };
  }
  const columns = [20, 92, 170, 200, 240, 288, 355, 420];
  const header = [
    ['B/L NO.'],
    ['CONSIGNEE'],
    ['NO.', 'OF', 'PKGS'],
    ['GROSS', 'WEIGHT', '(KGS)'],
    ['MEAS.', '(CBM)'],
    ['MEASUREMENT'],
    ['STEVEDORING'],
  ];

  it("reads two fields stacked in a cell by where their lines are: on the row's first line, or under it", () => {
    const stackedHeader = [['B/L NO.'], ['SHIPPER', 'CONSIGNEE'], ['PKGS'], ['G.W.', 'MEAS.']];
    const { rows } = parseManifest([
      boxedPage(
        [20, 92, 250, 300, 380],
        [
          stackedHeader,
          [['ABCD1234567'], ['GLOBAL EXPORTS LTD.', 'ACME TRADING'], ['10'], ['1,250.5', '3.5']],
          [['ABCD1234568'], ['', 'LUZON STEEL'], ['7'], ['', '0.75']],
        ],
      ),
    ]);
    expect(rows).toMatchObject([
      { shipper: 'GLOBAL EXPORTS LTD.', consignee: 'ACME TRADING', grossWeightKilos: 1250.5, cbm: 3.5 },
      { shipper: '', consignee: 'LUZON STEEL', grossWeightKilos: 0, cbm: 0.75 },
    ]);
  });

  it('reads columns from the vertical rules and rows from the horizontal ones, joining the lines of a cell', () => {
    const { rows, header: printed } = parseManifest([
      boxedPage(columns, [
        header,
        [['ABCD1234567'], ['ACME', 'TRADING'], ['10'], ['1,250.5'], ['3.5'], ['N/M'], ['PORTCARE', 'INC']],
        [['ABCD1234568'], ['LUZON STEEL'], ['7'], ['300'], [], ['AS', 'ADDRESSED'], ['ACME', 'PORT', 'SERVICES']],
      ]),
    ]);
    expect(printed.vesselName).toBe('MV ACME STAR');
    expect(rows).toMatchObject([
      {
        blNo: 'ABCD1234567',
        consignee: 'ACME TRADING',
        noOfPackages: 10,
        grossWeightKilos: 1250.5,
        cbm: 3.5,
        stevedoring: 'PORTCARE INC',
      },
      { blNo: 'ABCD1234568', consignee: 'LUZON STEEL', cbm: 0, stevedoring: 'ACME PORT SERVICES' },
    ]);
    expect(rows[1]?.doubts).toContainEqual({ field: 'cbm', kind: 'missing', printed: '' });
  });

  it('goes on across pages with the same columns, joining a row cut by the page break, and skips totals', () => {
    const { rows } = parseManifest([
      boxedPage(columns, [header, [['ABCD1234567'], ['ACME', 'TRADING'], ['10'], ['100'], ['3.5'], [], ['PORTCARE']]]),
      boxedPage(columns, [
        [[], ['CORPORATION'], [], [], [], [], ['INC']],
        [['ABCD1234568'], ['LUZON STEEL'], ['7'], ['300'], ['1'], [], ['AITSI']],
        [['TOTAL'], [], ['17'], ['400'], ['4.5'], [], []],
      ]),
    ]);
    expect(rows).toMatchObject([
      { blNo: 'ABCD1234567', consignee: 'ACME TRADING CORPORATION', stevedoring: 'PORTCARE INC' },
      { blNo: 'ABCD1234568', consignee: 'LUZON STEEL', stevedoring: 'AITSI' },
    ]);
    expect(rows).toHaveLength(2);
  });

  it('keeps a word broken after its own hyphen whole, and an address in smaller type out of the name', () => {
    const page = boxedPage(columns, [
      header,
      [['ABCD1234567'], ['ACME', '12 PIER ST'], ['10'], ['100'], ['3.5'], [], ['AGRI-', 'COMMODITIES']],
    ]);
    const items = page.items.map((item) => (item.text === '12 PIER ST' ? { ...item, size: 6 } : item));
    const { rows } = parseManifest([{ ...page, items }]);
    expect(rows).toMatchObject([{ consignee: 'ACME', stevedoring: 'AGRI-COMMODITIES' }]);
    expect(rows[0]?.consigneeLines).toEqual(['ACME', '12 PIER ST']);
  });

  it('keeps the names when the BL is printed larger than the row, and an address smaller than its name out of it', () => {
    const page = boxedPage(columns, [
      header,
      [['ABCD1234567'], ['MANILA TRADING', 'CORPORATION', '12 PIER ST'], ['10'], ['100'], ['3.5'], [], ['PORTCARE']],
    ]);
    const sizes: Record<string, number> = { ABCD1234567: 11, '12 PIER ST': 6 };
    const items = page.items.map((item) => ({ ...item, size: sizes[item.text] ?? item.size }));
    const { rows } = parseManifest([{ ...page, items }]);
    expect(rows).toMatchObject([{ blNo: 'ABCD1234567', consignee: 'MANILA TRADING CORPORATION' }]);
  });

  it('reads a page that draws more lines than any table by its whitespace, in no time', () => {
    const grid = boxedPage(columns, [header, [['ABCD1234567'], ['ACME TRADING'], ['10'], ['100'], ['3.5'], [], []]]);
    const hatching = Array.from({ length: 50_000 }, (_, index) =>
      index % 2 ? { x0: index, y0: 0, x1: index, y1: 5000 } : { x0: 0, y0: index, x1: 5000, y1: index },
    );
    const started = performance.now();
    const { rows } = parseManifest([{ ...grid, rules: [...grid.rules, ...hatching] }]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(rows).toMatchObject([{ blNo: 'ABCD1234567', consignee: 'ACME TRADING', noOfPackages: 10 }]);
  });

  it('reads pages of graph paper (grids of 40,000 to a million cells) by their whitespace, in no time', () => {
    const graph = (lines: number): TextPage => {
      const at = Array.from({ length: lines }, (_, index) => 50 + index * 2.1);
      const end = at[lines - 1] ?? 0;
      return {
        width: end + 50,
        height: end + 50,
        items: [{ text: 'x', x: 60, y: 60, width: 1, size: 1 }],
        rules: [
          ...at.map((y) => ({ x0: 50, y0: y, x1: end, y1: y })),
          ...at.map((x) => ({ x0: x, y0: 50, x1: x, y1: end })),
        ],
      };
    };
    const table = boxedPage(columns, [header, [['ABCD1234567'], ['ACME TRADING'], ['10'], ['100'], ['3.5'], [], []]]);
    const started = performance.now();
    const { rows } = parseManifest([graph(201), ...Array(48).fill(graph(1000)), table]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(rows).toMatchObject([{ blNo: 'ABCD1234567', consignee: 'ACME TRADING', noOfPackages: 10 }]);
  });

  it('reads a table whose rows are not ruled (several BLs between two rules) by its whitespace', () => {
    const { rows } = parseManifest([
      boxedPage(
        columns,
        [
          header,
          [['ABCD1234567'], ['ACME TRADING'], ['10'], ['100'], ['3.5'], [], ['PORTCARE']],
          [['ABCD1234568'], ['LUZON STEEL'], ['7'], ['300'], ['1'], [], ['AITSI']],
        ],
        { rowRules: false },
      ),
    ]);
    expect(rows).toMatchObject([
      { blNo: 'ABCD1234567', consignee: 'ACME TRADING', noOfPackages: 10, stevedoring: 'PORTCARE' },
      { blNo: 'ABCD1234568', consignee: 'LUZON STEEL', noOfPackages: 7, stevedoring: 'AITSI' },
    ]);
  });
});
