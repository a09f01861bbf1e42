import type { i18n as I18n, InterpolationOptions } from 'i18next';
import { languageOf } from './languages';

const firstStrongIsolate = '\u2068';
const popDirectionalIsolate = '\u2069';

/** The text as a bidi isolate: it keeps its own direction, and "AGENCY INC." reads so inside Urdu too. */
export function isolate(text: string): string {
  return `${firstStrongIsolate}${text}${popDirectionalIsolate}`;
}

/**
 * i18next's interpolation isolating every value of a message in a right-to-left language (the one place it is done).
 * React escapes what it renders, so the escape hook is free for this; left-to-right messages keep their values as
 * they are, which leaves English texts and accessible names exactly as written.
 */
export function isolatingInterpolation(i18n: I18n): InterpolationOptions {
  return {
    escapeValue: true,
    escape: (value: string) => (languageOf(i18n.resolvedLanguage).dir === 'rtl' ? isolate(value) : value),
  };
}
