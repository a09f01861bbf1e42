import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MarkdownText } from '../../../components/markdown-text';
import { Pager } from '../../../components/pager';
import { RetryAlert } from '../../../components/retry-alert';
import { useFormatDate } from '../../../lib/format-date';
import { languageOf } from '../../../lib/languages';
import { newsPageSize, useNews } from '../api/get-news';
import { PublicLayout } from '../components/public-layout';
import { SitePageText } from '../components/site-page-text';

/** The page of the list in the URL (?page=2), 1 when absent or not a whole number from 1. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /news: the page's text, then the dated posts, newest first, ten a page, each in the visitor's language else English. */
export function NewsPage() {
  const { t } = useTranslation('homepage');
  const formatDate = useFormatDate();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const news = useNews(page);
  const pages = Math.ceil((news.data?.total ?? 0) / newsPageSize);
  return (
    <PublicLayout>
      <Container size="md" py="lg">
        <Stack gap="lg">
          <SitePageText slug="news" />
          {news.isError ? (
            <RetryAlert message={t('news.failed')} retrying={news.isFetching} onRetry={() => news.refetch()} />
          ) : news.data?.data.length === 0 ? (
            <Text c="dimmed">{t('news.empty')}</Text>
          ) : (
            news.data?.data.map((post) => {
              const language = languageOf(post.language);
              return (
                <Card key={post.id} component="article" withBorder padding="lg" radius="md">
                  <Text size="sm" c="dimmed" component="time" dateTime={post.publishedOn}>
                    {formatDate(post.publishedOn)}
                  </Text>
                  <div lang={language.htmlLang} dir={language.dir}>
                    <Title order={2} size="h3" mb="xs">
                      {post.title}
                    </Title>
                    <MarkdownText nested>{post.body}</MarkdownText>
                  </div>
                </Card>
              );
            })
          )}
          <Pager
            page={page}
            pages={pages}
            more={news.data?.totalCapped}
            onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
        </Stack>
      </Container>
    </PublicLayout>
  );
}
