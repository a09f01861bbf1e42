import type { Page } from '@portside/contracts/lists';
import type { NewsItem, NewsPost, NewsPostBody, SiteLanguage, SitePageSlug } from '@portside/contracts/site';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';
import { publicSiteKeys } from '../../public-site/api/keys';
import { siteContentKeys } from './keys';

export type PageTexts = {
  slug: SitePageSlug;
  texts: { language: SiteLanguage; markdown: string; updatedAt: string }[];
};

/** Every language's text of a page (GET /site/pages/{slug}/texts). */
export function usePageTexts(slug: SitePageSlug) {
  return useQuery({
    queryKey: siteContentKeys.pageTexts(slug),
    queryFn: ({ signal }) => apiRequest<PageTexts>(`/site/pages/${slug}/texts`, { signal }),
  });
}

/** PUT /site/pages/{slug}/{language}: a blank text removes that language's (English cannot be blank). */
export function useSavePageText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, language, markdown }: { slug: SitePageSlug; language: SiteLanguage; markdown: string }) =>
      apiRequest<PageTexts>(`/site/pages/${slug}/${language}`, { method: 'PUT', body: { markdown } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteContentKeys.pageTexts(saved.slug), saved);
      return invalidate(queryClient, [publicSiteKeys.pages()]);
    },
  });
}

export const newsListSize = 10;

/** One page (from 1) of the posts, newest first, in the admin's language else English. */
export function useNewsList(page: number, language: SiteLanguage) {
  const query = { lang: language, limit: newsListSize, offset: (page - 1) * newsListSize };
  return useQuery({
    queryKey: siteContentKeys.list(query),
    queryFn: ({ signal }) => apiRequest<Page<NewsItem>>('/site/news', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A post with every language of its text, for its form. */
export function useNewsPost(id: number | null) {
  return useQuery({
    queryKey: siteContentKeys.post(id ?? 0),
    queryFn: ({ signal }) => apiRequest<NewsPost>(`/site/news/${id}/texts`, { signal }),
    enabled: id !== null,
  });
}

/** Create (id null), replace or delete a post; the lists of the editor and of the public news load again. */
export function useNewsWrites() {
  const queryClient = useQueryClient();
  const refresh = () => invalidate(queryClient, [siteContentKeys.all, publicSiteKeys.news()]);
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NewsPostBody }) =>
      id === null
        ? apiRequest<NewsPost>('/site/news', { method: 'POST', body })
        : apiRequest<NewsPost>(`/site/news/${id}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/site/news/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { save, remove };
}
