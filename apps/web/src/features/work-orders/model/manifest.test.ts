import { describe, expect, it } from 'vitest';
import { defaultArrivalDate, manifestMismatch, manifestUploadProblem, totalsDifferences } from './manifest';

const pdf = (size = 1000, name = 'manifest.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('the checks before a manifest is uploaded (spec 5)', () => {
  it('asks for a vessel first, then a file, then a PDF, .xlsx or CSV under 5 MB', () => {
    expect(manifestUploadProblem(null, pdf())).toBe('Please select a vessel before uploading the PDF.');
    expect(manifestUploadProblem(3, null)).toBe('No file selected.');
    expect(manifestUploadProblem(3, pdf(10, 'photo.png'))).toBe('Only PDF, Excel (.xlsx) or CSV files are allowed.');
    expect(manifestUploadProblem(3, pdf(10, 'manifest.docx'))).toBe(
      'Only PDF, Excel (.xlsx) or CSV files are allowed.',
    );
    // The server tells an old Excel file by its bytes and says how to save it; Excel's "Unicode text" is a CSV.
    expect(manifestUploadProblem(3, pdf(10, 'old.xls'))).toBeNull();
    expect(manifestUploadProblem(3, pdf(10, 'unicode.txt'))).toBeNull();
    expect(manifestUploadProblem(3, pdf(10, 'MANIFEST.XLSX'))).toBeNull();
    expect(manifestUploadProblem(3, pdf(10, 'manifest.csv'))).toBeNull();
    expect(manifestUploadProblem(3, pdf(5 * 1024 * 1024))).toBe('File size must be less than 5MB.');
    expect(manifestUploadProblem(3, pdf(5 * 1024 * 1024 - 1))).toBeNull();
  });
});

describe('the manifest header against the chosen vessel', () => {
  const vessel = { name: 'MV Lorcon Cebu', voyageNumber: 'V.2501' };

  it('accepts the same vessel and voyage written another way', () => {
    const header = { vesselName: 'LORCON  CEBU', voyageNumber: '2501', arrivalDate: null };
    expect(manifestMismatch(vessel, header)).toEqual({ vessel: false, voyage: false });
    expect(manifestMismatch(vessel, { ...header, vesselName: 'M/V Lorcon Cebu', voyageNumber: 'v. 2501' })).toEqual({
      vessel: false,
      voyage: false,
    });
  });

  it('names a different vessel or voyage, and nothing the manifest does not print', () => {
    expect(manifestMismatch(vessel, { vesselName: 'Ocean Star', voyageNumber: '2502', arrivalDate: null })).toEqual({
      vessel: true,
      voyage: true,
    });
    expect(manifestMismatch(vessel, { vesselName: null, voyageNumber: null, arrivalDate: null })).toEqual({
      vessel: false,
      voyage: false,
    });
  });
});

describe('the arrival date of a new work order', () => {
  it('is today in the time zone of the settings', () => {
    const evening = new Date('2025-03-04T15:30:00Z');
    expect(defaultArrivalDate(null, 'Asia/Manila', evening)).toBe('2025-03-04');
    expect(defaultArrivalDate(null, 'Asia/Tokyo', evening)).toBe('2025-03-05');
  });

  it("is the manifest's, else today at the terminal (Manila)", () => {
    expect(defaultArrivalDate({ vesselName: null, voyageNumber: null, arrivalDate: '2025-03-04' }, 'Asia/Manila')).toBe(
      '2025-03-04',
    );
    expect(defaultArrivalDate(null, 'Asia/Manila', new Date('2025-03-04T17:00:00Z'))).toBe('2025-03-05');
    expect(
      defaultArrivalDate(
        { vesselName: 'X', voyageNumber: null, arrivalDate: null },
        'Asia/Manila',
        new Date('2025-03-04T01:00:00Z'),
      ),
    ).toBe('2025-03-04');
  });
});

describe("the rows against the manifest's own total row", () => {
  const rows = [
    { noPackages: 10, grossWeight: 1500.25, cbmSo: 12.501 },
    { noPackages: 2, grossWeight: 3000.25, cbmSo: 24.004 },
  ];

  it('names each figure that differs, with what is printed and what the rows add up to', () => {
    expect(totalsDifferences({ noOfPackages: 13, grossWeightKilos: 4502, cbm: 37 }, rows)).toEqual([
      { field: 'packages', printed: 13, sum: 12 },
      { field: 'weight', printed: 4502, sum: 4500.5 },
      { field: 'cbm', printed: 37, sum: 36.505 },
    ]);
  });

  it('passes over rounding of the printed figures, a figure the total row leaves blank, and no total row', () => {
    expect(totalsDifferences({ noOfPackages: 12, grossWeightKilos: 4501, cbm: 36.55 }, rows)).toEqual([]);
    expect(totalsDifferences({ noOfPackages: null, grossWeightKilos: null, cbm: 36.5 }, rows)).toEqual([]);
    expect(totalsDifferences(null, rows)).toEqual([]);
  });
});
