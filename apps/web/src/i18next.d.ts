import 'i18next';
import type billing from '../public/locales/en/billing.json';
import type clearance from '../public/locales/en/clearance.json';
import type client from '../public/locales/en/client.json';
import type commercial from '../public/locales/en/commercial.json';
import type dashboard from '../public/locales/en/dashboard.json';
import type homepage from '../public/locales/en/homepage.json';
import type translation from '../public/locales/en/translation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof translation;
      homepage: typeof homepage;
      client: typeof client;
      commercial: typeof commercial;
      dashboard: typeof dashboard;
      billing: typeof billing;
      clearance: typeof clearance;
    };
  }
}
