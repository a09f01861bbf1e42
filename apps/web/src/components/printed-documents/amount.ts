import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../lib/languages';

/**
 * The server computes amounts (pesos, two places), quantities billed (three places) and VAT rates (percent, two
 * places) as decimal strings; they are read into numbers here only to be written as the locale writes them, never to
 * be computed with.
 */
export function useFormatDecimal() {
  const { i18n } = useTranslation();
  const { locale } = languageOf(i18n.resolvedLanguage);
  return useMemo(() => {
    const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const quantity = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    return {
      amount: (value: string) => amount.format(Number(value)),
      quantity: (value: string) => quantity.format(Number(value)),
      /** A VAT rate given in percent ("12.00"), as the locale writes a percentage ("12%"). */
      percent: (value: string) => percent.format(Number(value) / 100),
    };
  }, [locale]);
}
