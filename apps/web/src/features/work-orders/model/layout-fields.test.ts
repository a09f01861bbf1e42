import type { ReadLayout } from '@portside/contracts/manifest-layouts';
import { describe, expect, it } from 'vitest';
import { keptBelow, unreadLabels, withField } from './layout-fields';

describe('withField', () => {
  it('gives a field to one column only', () => {
    expect(withField(['blNo', null, 'consignee'], 1, 'blNo')).toEqual([null, 'blNo', 'consignee']);
    expect(withField(['blNo', null, 'consignee'], 2, null)).toEqual(['blNo', null, null]);
    expect(withField([null, null], 0, 'shipper')).toEqual(['shipper', null]);
  });
});

describe('keptBelow', () => {
  const layout: ReadLayout = {
    signature: 'B L|SHIPPER CONSIGNEE|PKGS',
    remembered: false,
    columns: [
      { label: 'B/L', field: 'blNo' },
      { label: 'SHIPPER CONSIGNEE', field: 'shipper', below: 'consignee' },
      { label: 'PKGS', field: 'noOfPackages' },
    ],
    rows: [],
  };

  it('keeps the field stacked under a column while the column keeps its field and no other column takes it', () => {
    expect(keptBelow(layout, ['blNo', 'shipper', 'noOfPackages'], 1)).toBe('consignee');
    expect(keptBelow(layout, ['blNo', 'contents', 'noOfPackages'], 1)).toBeNull();
    expect(keptBelow(layout, ['consignee', 'shipper', 'noOfPackages'], 1)).toBeNull();
    expect(keptBelow(layout, ['blNo', 'shipper', 'noOfPackages'], 0)).toBeNull();
  });
});

describe('unreadLabels', () => {
  const layout: ReadLayout = {
    signature: 'B L|CNEE|PKGS|REMARKS||',
    remembered: false,
    columns: [
      { label: 'B/L', field: 'blNo' },
      { label: 'CNEE', field: 'consignee' },
      { label: 'PKGS', field: 'noOfPackages' },
      { label: 'REMARKS', field: null },
      { label: '', field: null },
      { label: '', field: null },
    ],
    rows: [['MNL1', 'ACME', '3', 'FRAGILE', '', 'x']],
  };

  it('names the columns read without a field, an unlabelled one by its place, an empty one not at all', () => {
    expect(unreadLabels(layout)).toEqual(['REMARKS', '#6']);
  });

  it('offers nothing for a layout read with its taught columns', () => {
    expect(unreadLabels({ ...layout, remembered: true })).toEqual([]);
    expect(unreadLabels(null)).toEqual([]);
  });
});
