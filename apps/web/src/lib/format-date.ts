import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from './languages';
import { useTimeZone } from './time-zone';

/** An instant as the locale writes it, in the given time zone (the terminal's, from the settings). */
export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

export function useFormatDateTime() {
  const { i18n } = useTranslation();
  const { locale } = languageOf(i18n.resolvedLanguage);
  const timeZone = useTimeZone();
  return useCallback((iso: string) => formatDateTime(iso, locale, timeZone), [locale, timeZone]);
}

/** The calendar day of an instant in the given time zone (an hour of the productivity log), as the locale writes it. */
export function formatDayOf(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}

export function useFormatDayOf() {
  const { i18n } = useTranslation();
  const { locale } = languageOf(i18n.resolvedLanguage);
  const timeZone = useTimeZone();
  return useCallback((iso: string) => formatDayOf(iso, locale, timeZone), [locale, timeZone]);
}

/** A calendar day (YYYY-MM-DD, e.g. an arrival date) as the locale writes it: a day has no time zone. */
export function formatDate(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function useFormatDate() {
  const { i18n } = useTranslation();
  const { locale } = languageOf(i18n.resolvedLanguage);
  return useCallback((day: string) => formatDate(day, locale), [locale]);
}
