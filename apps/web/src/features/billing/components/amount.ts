import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../../lib/languages';

/**
 * The server computes amounts (pesos, two places) and quantities billed (three places) as decimal strings; they are
 * read into numbers here only to be written as the locale writes them, never to be computed with.
 */
export function useFormatDecimal() {
  const { i18n } = useTranslation();
  const { locale } = languageOf(i18n.resolvedLanguage);
  return useMemo(() => {
    const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const quantity = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    return {
      amount: (value: string) => amount.format(Number(value)),
      quantity: (value: string) => quantity.format(Number(value)),
    };
  }, [locale]);
}
