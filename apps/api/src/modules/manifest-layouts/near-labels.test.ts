import { type LayoutColumn, type ManifestField, normaliseLabel } from '@portside/contracts/manifest-layouts';
import { describe, expect, it } from 'vitest';
import { Random } from '../../demo/random';
import { misreadLabel, strangeWordings, wordings } from '../pdf-converter/test/samples/manifest-vocabulary';
import { pdfCase } from '../pdf-converter/test/samples/pdf-generator';
import { labelEdits, nearestLayout } from './near-labels';

/** A generated layout's labels as printed (a label's lines joined) and the field each column holds. */
function layoutOf(seed: number, labels = wordings): LayoutColumn[] {
  const { layout, fields } = pdfCase(seed, labels);
  return layout.columns.map((column, index) => ({
    label: column.label.filter(Boolean).join(' '),
    field: (fields[index] ?? null) as ManifestField | null,
  }));
}

/** What a scan's OCR reads of a layout's labels: most misread once, and a speck or a ruling read as a letter here and there. */
function scanned(random: Random, columns: LayoutColumn[]): { read: string[]; fields: (ManifestField | null)[] } {
  const read: string[] = [];
  const fields: (ManifestField | null)[] = [];
  for (const column of columns) {
    if (random.chance(0.15)) {
      read.push(random.pick(['I', 'J', '|', '1', '.']));
      fields.push(null);
    }
    // A label of two characters misread ("M3" read "N3") may be a letter from another ("NO."): refused as a rival,
    // which the next test covers.
    const misread = normaliseLabel(column.label).length > 2 && random.chance(0.7);
    read.push(misread ? misreadLabel(random, column.label) : column.label);
    fields.push(column.field);
  }
  return { read, fields };
}

const seeds = Array.from({ length: 300 }, (_, index) => index + 1);

describe('a layout taught, found again by labels a letter apart', () => {
  it('finds every generated layout again as a scan reads it, each field under its own label', () => {
    const random = new Random(24);
    for (const labels of [wordings, strangeWordings]) {
      for (const seed of seeds) {
        const taught = layoutOf(seed, labels);
        const { read, fields } = scanned(random, taught);
        expect(labelEdits(read, taught)?.fields, `${seed}: ${read.join(' | ')}`).toEqual(fields);
        expect(nearestLayout(read, [taught])).toEqual(read.map((label, index) => ({ label, field: fields[index] })));
      }
    }
  });

  it('never takes one layout for another that holds other fields, however alike their labels', () => {
    const layouts = seeds.slice(0, 150).flatMap((seed) => [layoutOf(seed), layoutOf(seed, strangeWordings)]);
    const random = new Random(25);
    let compared = 0;
    for (const [index, taught] of layouts.entries()) {
      for (const other of layouts.slice(index + 1)) {
        compared++;
        const { read, fields } = scanned(random, other);
        const met = labelEdits(read, taught);
        if (met) expect(met.fields).toEqual(fields);
      }
    }
    expect(compared).toBeGreaterThan(40_000);
  });

  const taught: LayoutColumn[] = [
    { label: 'WAYBILL', field: 'blNo' },
    { label: 'RECEIVER', field: 'consignee' },
    { label: 'QTY', field: 'noOfPackages' },
    { label: '', field: null },
  ];

  it('refuses other labels, more or fewer of them, and a layout whose field is under no worded label', () => {
    expect(labelEdits(['WAYBILL', 'RECEIVER'], taught)).toBeNull();
    expect(labelEdits(['WAYBILL', 'RECEIVER', 'QTY', 'NOTE'], taught)).toBeNull();
    expect(labelEdits(['WAYBILL', 'RECEIVER', 'KGS', ''], taught)).toBeNull();
    expect(
      labelEdits(['WAYBILL', 'RECEIVER', 'QTY'], [...taught.slice(0, 3), { label: '#', field: 'contents' }]),
    ).toBeNull();
    expect(labelEdits(['I', 'J'], [{ label: 'I', field: null }])).toBeNull();
  });

  it('never swaps fields: labels the vocabulary tells apart, or a label as near another taught for another field', () => {
    const parties: LayoutColumn[] = [
      { label: 'WAYBILL', field: 'blNo' },
      { label: 'CONSIGNOR', field: 'shipper' },
      { label: 'CONSIGNEE', field: 'consignee' },
      { label: 'UNITS', field: 'noOfPackages' },
    ];
    expect(labelEdits(['WAYBILL', 'CONSIGNEE', 'CONSIGNOR', 'UNITS'], parties)).toBeNull();
    expect(nearestLayout(['WAYBILL', 'CONSIGNEE', 'CONSIGNOR', 'UNITS'], [parties])).toBeNull();
    expect(labelEdits(['WAYBILL', 'C0NSIGNOR', 'CONSIGNE', 'UNIT5'], parties)?.fields).toEqual([
      'blNo',
      'shipper',
      'consignee',
      'noOfPackages',
    ]);
    const figures: LayoutColumn[] = [
      { label: 'BL NO', field: 'blNo' },
      { label: 'CNEE', field: 'consignee' },
      { label: 'PKGS', field: 'noOfPackages' },
      { label: 'KGS', field: 'grossWeightKilos' },
    ];
    expect(labelEdits(['BL NO', 'CNEE', 'KGS', 'PKGS'], figures)).toBeNull();
  });

  it('counts the letters misread, and reads specks and unlabelled columns as no field', () => {
    expect(labelEdits(['WAY8ILL', 'RECE1VER', 'Q7Y', ''], taught)).toEqual({
      edits: 3,
      fields: ['blNo', 'consignee', 'noOfPackages', null],
    });
    // Punctuation and case are no edits: labels are compared as the vocabulary reads them.
    expect(labelEdits(['Waybill', 'I', 'receiver:', 'QTY.'], taught)).toEqual({
      edits: 0,
      fields: ['blNo', null, 'consignee', 'noOfPackages'],
    });
  });

  it('prefers the layout fewest edits away', () => {
    const near: LayoutColumn[] = [
      { label: 'DOC REF', field: 'blNo' },
      { label: 'BUYER', field: 'consignee' },
      { label: 'COUNT', field: 'noOfPackages' },
    ];
    const nearer: LayoutColumn[] = [
      { label: 'D0C REF', field: 'blNo' },
      { label: 'BUYER', field: 'shipper' },
      { label: 'C0UNT', field: 'noOfPackages' },
    ];
    expect(nearestLayout(['D0C REF', 'BUYER', 'C0UNT'], [near, nearer])).toEqual(nearer);
    expect(nearestLayout(['DOC REF', 'BUYER', 'COUNT'], [nearer, near])).toEqual(near);
    expect(nearestLayout(['D0C REF', 'BUYER', 'COUNT'], [nearer, near])?.[1]?.field).toBe('shipper');
    expect(nearestLayout(['INVOICE', 'BUYER', 'COUNT'], [near, nearer])).toBeNull();
  });
});
