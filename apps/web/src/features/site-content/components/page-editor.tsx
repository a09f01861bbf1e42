import { Alert, Button, Chip, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type SiteLanguage,
  type SitePageSlug,
  siteFallbackLanguage,
  siteLanguages,
  sitePageSlugs,
} from '@portside/contracts/site';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { MarkdownText } from '../../../components/markdown-text';
import { PageLoader } from '../../../components/page-loader';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { errorMessage } from '../../../lib/api-error';
import { languageOf } from '../../../lib/languages';
import { usePageTexts, useSavePageText } from '../api/site-content-api';

const loadFailedMessage = 'Failed to load the page.';
const saveFailedMessage = 'Failed to save the page.';
type Selection = { slug: SitePageSlug; language: SiteLanguage };

/**
 * One page's text in one language: Markdown on the left, the page as visitors see it on the right (the same
 * renderer), saved with Save. Leaving, or choosing another page or language, with unsaved work asks first.
 */
export function PageEditor() {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<Selection>({ slug: 'home', language: siteFallbackLanguage });
  const [asked, setAsked] = useState<Selection | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const texts = usePageTexts(selection.slug);
  const save = useSavePageText();
  const stored = texts.data?.texts.find((text) => text.language === selection.language)?.markdown ?? '';
  const value = draft ?? stored;
  const unsaved = draft !== null && draft !== stored;
  const guard = useUnsavedChangesGuard(unsaved);
  const language = languageOf(selection.language);
  const english = selection.language === siteFallbackLanguage;

  const choose = (next: Selection) => {
    if (unsaved) return setAsked(next);
    setSelection(next);
    setDraft(null);
    setBanner(null);
  };
  const submit = () => {
    setBanner(null);
    save.mutate(
      { ...selection, markdown: value },
      {
        onSuccess: () => {
          setDraft(null);
          notifications.show({ color: 'green', message: t('publicSite.saved') });
        },
        onError: (error) => setBanner(errorMessage(error, saveFailedMessage)),
      },
    );
  };

  return (
    <Stack gap="md">
      {guard.dialog}
      <ConfirmDialog
        opened={asked !== null}
        title={t('unsaved.title')}
        message={t('unsaved.message')}
        cancelLabel={t('unsaved.stay')}
        confirmLabel={t('unsaved.leave')}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) setSelection(asked);
          setAsked(null);
          setDraft(null);
          setBanner(null);
        }}
      />
      <Group align="flex-end" gap="md">
        <Select
          label={t('publicSite.page')}
          data={sitePageSlugs.map((slug) => ({ value: slug, label: t(`publicSite.pages.${slug}`) }))}
          value={selection.slug}
          allowDeselect={false}
          onChange={(slug) => slug && choose({ ...selection, slug: slug as SitePageSlug })}
          w={220}
        />
        <Stack gap={4} role="radiogroup" aria-labelledby="site-language-label">
          <Text size="sm" fw={500} id="site-language-label">
            {t('publicSite.language')}
          </Text>
          <Chip.Group
            value={selection.language}
            onChange={(code) => choose({ ...selection, language: code as SiteLanguage })}
          >
            <Group gap="xs">
              {siteLanguages.map((code) => (
                <Chip key={code} value={code} lang={languageOf(code).htmlLang}>
                  {languageOf(code).name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      </Group>
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        {english
          ? t('publicSite.englishFallback')
          : stored === ''
            ? t('publicSite.noTextYet', { language: language.name })
            : t('publicSite.blankRemoves')}
      </Alert>
      <FormErrorBanner message={texts.isError ? errorMessage(texts.error, loadFailedMessage) : banner} />
      {texts.isPending ? (
        <PageLoader />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Textarea
            label={t('publicSite.markdown')}
            description={t('publicSite.markdownHelp')}
            value={value}
            onChange={(event) => setDraft(event.currentTarget.value)}
            rows={18}
            lang={language.htmlLang}
            dir={language.dir}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Stack gap={4}>
            <Title order={3} size="sm">
              {t('publicSite.preview')}
            </Title>
            <Paper withBorder p="md" radius="md" lang={language.htmlLang} dir={language.dir}>
              <MarkdownText>{value}</MarkdownText>
            </Paper>
          </Stack>
        </SimpleGrid>
      )}
      <Group>
        <Button onClick={submit} loading={save.isPending} disabled={!unsaved || texts.isPending}>
          {t('publicSite.save')}
        </Button>
        {unsaved && (
          <Text size="sm" c="dimmed">
            {t('publicSite.unsaved')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
