import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from './languages';

/** Pesos as the locale writes them ("₱2,520.56"), from the API's decimal string, never through a float. */
export function formatMoney(amount: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'PHP' }).format(
    amount as Intl.StringNumericLiteral,
  );
}

export function useFormatMoney() {
  const { i18n } = useTranslation();
  const { locale } = languageOf(i18n.resolvedLanguage);
  return useCallback((amount: string) => formatMoney(amount, locale), [locale]);
}

/** The exact sum of amounts written with two decimals ("1250.50"), added as whole centavos. */
export function sumAmounts(amounts: readonly string[]): string {
  const cents = amounts.reduce((total, amount) => total + BigInt(amount.replace('.', '')), 0n);
  const sign = cents < 0n ? '-' : '';
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
