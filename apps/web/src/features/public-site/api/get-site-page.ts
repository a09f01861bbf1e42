import type { SitePage, SitePageSlug } from '@portside/contracts/site';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSiteLanguage } from '../../../lib/site-language';
import { publicSiteKeys } from './keys';

/** A page's text in the visitor's language, else in English (GET /site/pages/{slug}; no session). */
export function useSitePage(slug: SitePageSlug) {
  const language = useSiteLanguage();
  return useQuery({
    queryKey: publicSiteKeys.page(slug, language),
    queryFn: ({ signal }) =>
      apiRequest<SitePage>(`/site/pages/${slug}`, { query: { lang: language }, signal, auth: false }),
    // A language switch keeps the page on screen until the other text arrives.
    placeholderData: keepPreviousData,
  });
}
