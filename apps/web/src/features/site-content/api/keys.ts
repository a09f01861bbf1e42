import type { SitePageSlug } from '@portside/contracts/site';
import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys('site-content');

export const siteContentKeys = {
  ...keys,
  pageTexts: (slug: SitePageSlug) => [...keys.all, 'page-texts', slug] as const,
  post: (id: number) => [...keys.all, 'post', id] as const,
};
