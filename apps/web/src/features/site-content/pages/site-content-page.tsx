import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NewsList } from '../components/news-list';
import { PageEditor } from '../components/page-editor';

const tabs = ['pages', 'news'] as const;

/** /admin/site: the public site's pages (their text per language) and its news, a tab each (?tab=news). */
export function SiteContentPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((name) => name === params.get('tab')) ?? 'pages';
  return (
    <Stack>
      <Title order={2}>{t('publicSite.title')}</Title>
      <Tabs value={tab} onChange={(next) => setParams(next === 'news' ? { tab: 'news' } : {})} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="pages">{t('publicSite.tabs.pages')}</Tabs.Tab>
          <Tabs.Tab value="news">{t('publicSite.tabs.news')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pages" pt="md">
          <PageEditor />
        </Tabs.Panel>
        <Tabs.Panel value="news" pt="md">
          <NewsList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
