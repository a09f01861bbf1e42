import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from './languages';

/**
 * Numbers as the locale writes them: counts whole, CBM and kg always with 2 decimals (spec 9, and a column of them
 * lines up), other measures (cm) with up to 2 decimals, shares with up to 1; file sizes in bytes, kB or MB (of 1024, as the 5 MB manifest limit counts).
 */
export function numberFormats(locale: string) {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const cbm = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const tonnes = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const measure = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const percentTenths = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  return {
    count: (value: number) => count.format(value),
    cbm: (value: number) => cbm.format(value),
    weight: (value: number) => cbm.format(value),
    /** Metric tonnes (M.T) with 3 decimals: a kilogram still shows. */
    tonnes: (value: number) => tonnes.format(value),
    measure: (value: number) => measure.format(value),
    /** A share given from 0 to 100 (45.2 is 45.2%). */
    percent: (value: number) => percent.format(value / 100),
    /** A share from 0 to 100 with exactly 1 decimal (85.0%), so that a column of them lines up (the Of target column). */
    percentTenths: (value: number) => percentTenths.format(value / 100),
    fileSize: (bytes: number) => {
      const power = Math.min(units.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))));
      return new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: units[power],
        unitDisplay: 'short',
        maximumFractionDigits: power === 0 ? 0 : 1,
      }).format(bytes / 1024 ** power);
    },
  };
}

export function useFormatNumber() {
  const { i18n } = useTranslation();
  const { locale } = languageOf(i18n.resolvedLanguage);
  return useMemo(() => numberFormats(locale), [locale]);
}
