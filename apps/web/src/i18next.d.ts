import 'i18next';
import type billing from '../public/locales/en/billing.json';
import type commercial from '../public/locales/en/commercial.json';
import type homepage from '../public/locales/en/homepage.json';
import type translation from '../public/locales/en/translation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof translation;
      homepage: typeof homepage;
      commercial: typeof commercial;
      billing: typeof billing;
    };
  }
}
