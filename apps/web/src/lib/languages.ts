/** The interface languages of spec 1, each named in its own language; en is the fallback. */
export const languages = [
  { code: 'en', name: 'English', htmlLang: 'en', locale: 'en', dir: 'ltr' },
  { code: 'jpn', name: '日本語', htmlLang: 'ja', locale: 'ja', dir: 'ltr' },
  { code: 'es', name: 'Español', htmlLang: 'es', locale: 'es', dir: 'ltr' },
  { code: 'pkr', name: 'اردو', htmlLang: 'ur', locale: 'ur', dir: 'rtl' },
  { code: 'zh', name: '简体中文', htmlLang: 'zh', locale: 'zh-CN', dir: 'ltr' },
] as const;
export type Language = (typeof languages)[number];

export const fallbackLanguage = 'en';
export const namespaces = [
  'homepage',
  'translation',
  'client',
  'dashboard',
  'commercial',
  'billing',
  'clearance',
] as const;

export function languageOf(code: string | undefined): Language {
  return languages.find((language) => language.code === code) ?? languages[0];
}

/** Maps a browser language (ja-JP, ur, zh-CN, es-MX ...) to one of ours. */
export function toSupportedLanguage(detected: string): string {
  const base = detected.toLowerCase().split('-')[0] ?? '';
  const match = languages.find((language) => language.code === base || language.htmlLang === base);
  return match?.code ?? fallbackLanguage;
}
