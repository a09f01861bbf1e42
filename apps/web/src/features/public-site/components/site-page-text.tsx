import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { SitePageSlug } from '@portside/contracts/site';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '../../../components/markdown-text';
import { RetryAlert } from '../../../components/retry-alert';
import { ApiError } from '../../../lib/api-client';
import { languageOf } from '../../../lib/languages';
import { useSiteLanguage } from '../../../lib/site-language';
import { useSitePage } from '../api/get-site-page';

/**
 * The operator's text of a page in the visitor's language, marked with the language it is in (English when the page
 * has none in the visitor's, which a note says); a loader while it comes, a sentence when there is none, Retry when
 * the load failed.
 */
export function SitePageText({ slug }: { slug: SitePageSlug }) {
  const { t } = useTranslation('homepage');
  const language = useSiteLanguage();
  const page = useSitePage(slug);
  if (page.isPending) return <Loader role="status" aria-label={t('site.loading')} />;
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) return <Text c="dimmed">{t('site.noText')}</Text>;
    return <RetryAlert message={t('site.failed')} retrying={page.isFetching} onRetry={() => page.refetch()} />;
  }
  const served = languageOf(page.data.language);
  return (
    <Stack gap="sm">
      {page.data.language !== language && (
        <Alert variant="light" color="gray" icon={<IconLanguage size={18} />}>
          {t('site.inEnglish')}
        </Alert>
      )}
      <div lang={served.htmlLang} dir={served.dir}>
        <MarkdownText>{page.data.markdown}</MarkdownText>
      </div>
    </Stack>
  );
}
