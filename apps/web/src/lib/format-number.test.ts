import { describe, expect, it } from 'vitest';
import { numberFormats } from './format-number';

describe('number formats', () => {
  const en = numberFormats('en');

  it('shows CBM and kg with exactly 2 decimals, rounded', () => {
    expect(en.weight(30000)).toBe('30,000.00');
    expect(en.weight(1500.456)).toBe('1,500.46');
    expect(en.cbm(1234.5)).toBe('1,234.50');
    expect(en.cbm(0.456)).toBe('0.46');
    expect(en.cbm(3)).toBe('3.00');
  });

  it('shows counts whole and other measures with up to 2 decimals', () => {
    expect(en.count(12500)).toBe('12,500');
    expect(en.measure(18250)).toBe('18,250');
    expect(en.measure(452.256)).toBe('452.26');
  });

  it('shows a share of 0 to 100 as a percentage with up to 1 decimal', () => {
    expect(en.percent(45.2)).toBe('45.2%');
    expect(en.percent(99.9)).toBe('99.9%');
    expect(en.percent(100)).toBe('100%');
    expect(en.percent(0)).toBe('0%');
  });

  it('shows a share with exactly 1 decimal where a column of them lines up', () => {
    expect(en.percentTenths(93.66)).toBe('93.7%');
    expect(en.percentTenths(85)).toBe('85.0%');
  });

  it('shows file sizes in bytes, kB or MB', () => {
    expect(en.fileSize(0)).toBe('0 byte');
    expect(en.fileSize(900)).toBe('900 byte');
    expect(en.fileSize(2048)).toBe('2 kB');
    expect(en.fileSize(1_572_864)).toBe('1.5 MB');
  });

  it('writes numbers as the locale does', () => {
    expect(numberFormats('es').cbm(1234.5)).toBe('1234,50');
    expect(numberFormats('es').count(12500)).toBe('12.500');
  });
});
