import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { isolatingInterpolation } from './bidi';
import { fallbackLanguage, languages, toSupportedLanguage } from './languages';

/** i18next loading /locales/{lng}/{ns}.json; the chosen language is remembered in localStorage. */
export function initI18n() {
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: languages.map((language) => language.code),
      fallbackLng: fallbackLanguage,
      ns: ['translation'],
      defaultNS: 'translation',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['localStorage', 'navigator'],
        caches: ['localStorage'],
        lookupLocalStorage: 'portside.language',
        convertDetectedLanguage: toSupportedLanguage,
      },
      interpolation: isolatingInterpolation(i18n),
    });
}
