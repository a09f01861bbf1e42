import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unlikeBlDoubts } from './bl-shapes';

/** A carrier's BL numbers: its prefix of letters, a separator or none, a serial of a fixed width (or a digit more). */
const system = fc.record({
  prefix: fc.stringMatching(/^[A-Z]{2,8}$/),
  separator: fc.constantFrom('', '-', '/'),
  digits: fc.integer({ min: 5, max: 10 }),
});
const blOf = (s: { prefix: string; separator: string; digits: number }, serial: number) =>
  `${s.prefix}${s.separator}${String(serial).padStart(s.digits, '0').slice(-s.digits)}`;
/** What else a B/L column may show: a container number, a page number, a reference, a date-like stamp. */
const stray = fc.constantFrom('MSKU1234567', 'PAGE12', 'REF-2026/07', '20,868.725', 'A1', 'TOTAL1', 'N/M-4');

const flagged = (blNos: string[]) => unlikeBlDoubts(blNos).flatMap((doubt, index) => (doubt ? [index] : []));

describe('BL numbers unlike their neighbours', () => {
  it('doubts only what is shaped like no BL of a manifest of one system', () => {
    fc.assert(
      fc.property(system, fc.integer({ min: 5, max: 60 }), fc.nat(), stray, (s, count, at, other) => {
        const blNos = Array.from({ length: count }, (_, index) => blOf(s, 1000 + index * 7));
        // Of the system's shape (independently of bl-shapes.ts): its prefix a letter longer or shorter, its serial two.
        const letters = `[A-Z]{${s.prefix.length - 1},${s.prefix.length + 1}}`;
        const serial = `\\d{${Math.max(1, s.digits - 2)},${s.digits + 2}}`;
        const strayAlike = new RegExp(`^${letters}${s.separator}${serial}$`).test(other);
        const position = at % (count + 1);
        const withStray = [...blNos.slice(0, position), other, ...blNos.slice(position)];
        expect(flagged(blNos)).toEqual([]);
        // A stray shaped like the system's BLs is one of them; any other is doubted, and nothing else is.
        expect(flagged(withStray)).toEqual(strayAlike ? [] : [position]);
        // Two strays alike (two container numbers) are both doubted where the rest still make four in five; under
        // that, nothing is judged.
        const twice = [...withStray, other];
        expect(flagged(twice)).toEqual(count >= 8 && !strayAlike ? [position, count + 1] : []);
      }),
      { seed: 20261128, numRuns: 300 },
    );
  });

  it('takes a serial that grew a digit or a prefix a letter longer as the same system', () => {
    const blNos = ['CSNUCAN2503018', 'CSNUICN2503008', 'CSNUSHA25030061', 'CSNUXM2503004', 'CSNUCAN2503020'];
    expect(flagged(blNos)).toEqual([]);
  });

  it('judges nothing under five BLs, or where no shape is shared by four in five', () => {
    expect(flagged(['ABCD123456', 'ABCD123457', 'ABCD123458', 'MSKU1234567-X'])).toEqual([]);
    const twoSystems = ['ABCD123456', 'ABCD123457', 'ABCD123458', 'MNL-77', 'MNL-78', 'MNL-79'];
    expect(flagged(twoSystems)).toEqual([]);
    // Five house BLs of another system among forty are that system's, not strays.
    const master = Array.from({ length: 40 }, (_, index) => `MAEU${240_000_000 + index}`);
    const house = Array.from({ length: 5 }, (_, index) => `HBL-MNL-${index + 10}`);
    expect(flagged([...master, ...house])).toEqual([]);
    expect(flagged([...master, ...house.slice(0, 2)])).toEqual([40, 41]);
    expect(unlikeBlDoubts(['MNLA0001', 'MNLA0002', 'MNLA0003', 'MNLA0004', 'REF'])[4]).toEqual({
      field: 'blNo',
      kind: 'unlike',
      printed: 'REF',
    });
  });
});
