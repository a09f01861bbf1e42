import type { Page } from '@portside/contracts/lists';
import type { NewsItem } from '@portside/contracts/site';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSiteLanguage } from '../../../lib/site-language';
import { publicSiteKeys } from './keys';

/** Posts on one page of the news. */
export const newsPageSize = 10;

/** One page (from 1) of dated posts, newest first, each in the visitor's language else English (no session). */
export function useNews(page: number) {
  const language = useSiteLanguage();
  const query = { limit: newsPageSize, offset: (page - 1) * newsPageSize };
  return useQuery({
    queryKey: publicSiteKeys.newsPage(language, query),
    queryFn: ({ signal }) =>
      apiRequest<Page<NewsItem>>('/site/news', { query: { lang: language, ...query }, signal, auth: false }),
    placeholderData: keepPreviousData,
  });
}
