import type { SiteLanguage, SitePageSlug } from '@portside/contracts/site';
import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys('public-site');

export const publicSiteKeys = {
  ...keys,
  vesselSchedule: () => [...keys.all, 'vessel-schedule'] as const,
  pages: () => [...keys.all, 'page'] as const,
  page: (slug: SitePageSlug, language: SiteLanguage) => [...keys.all, 'page', slug, language] as const,
  news: () => [...keys.all, 'news'] as const,
  newsPage: (language: SiteLanguage, query: { limit: number; offset: number }) =>
    [...keys.all, 'news', language, query] as const,
  contact: () => [...keys.all, 'contact'] as const,
};
