import { Button, Group, Modal, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import {
  type NewsPost,
  type NewsPostBody,
  newsPostBodySchema,
  type SiteLanguage,
  siteFallbackLanguage,
  siteLanguages,
} from '@portside/contracts/site';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { errorMessage } from '../../../lib/api-error';
import { languageOf } from '../../../lib/languages';
import { useMessage } from '../../../lib/messages';
import { useNewsWrites } from '../api/site-content-api';

const saveFailedMessage = 'Failed to save the news post.';
type Texts = Record<SiteLanguage, { title: string; body: string }>;
const emptyTexts = () =>
  Object.fromEntries(siteLanguages.map((language) => [language, { title: '', body: '' }])) as Texts;
const today = () => new Date().toISOString().slice(0, 10);

/** The request of the form: the date and the languages given a title or a text (English always). */
function bodyOf(publishedOn: string, texts: Texts): NewsPostBody {
  return {
    publishedOn,
    texts: siteLanguages
      .filter((language) => language === siteFallbackLanguage || texts[language].title || texts[language].body)
      .map((language) => ({ language, ...texts[language] })),
  };
}

/** The form's messages by field: `publishedOn`, `en.title`, `es.body` ..., and `texts` for the post as a whole. */
function errorsOf(body: NewsPostBody): Record<string, string> {
  const parsed = newsPostBodySchema.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [first, index, field] = issue.path;
    const key =
      first === 'texts' && typeof index === 'number'
        ? `${body.texts[index]?.language}.${String(field)}`
        : String(first);
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A dated post with its title and text per language (English required), in a dialog; `post` null for a new one. */
export function NewsPostForm({ post, onClose }: { post: NewsPost | null; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { save } = useNewsWrites();
  const [publishedOn, setPublishedOn] = useState(post?.publishedOn ?? today());
  const [texts, setTexts] = useState<Texts>(() => {
    const filled = emptyTexts();
    for (const text of post?.texts ?? []) filled[text.language] = { title: text.title, body: text.body };
    return filled;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>(siteFallbackLanguage);

  const edit = (language: SiteLanguage, field: 'title' | 'body', value: string) =>
    setTexts((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(publishedOn, texts);
    const found = errorsOf(body);
    setErrors(found);
    setBanner(found.texts ?? null);
    const wrong = siteLanguages.find((language) => found[`${language}.title`] || found[`${language}.body`]);
    if (wrong) setTab(wrong);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: post?.id ?? null, body },
      { onSuccess: onClose, onError: (error) => setBanner(errorMessage(error, saveFailedMessage)) },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={post ? t('publicSite.news.edit') : t('publicSite.news.add')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorBanner message={banner && translate(banner)} />
          <TextInput
            type="date"
            label={t('publicSite.news.publishedOn')}
            required
            value={publishedOn}
            onChange={(event) => setPublishedOn(event.currentTarget.value)}
            error={translate(errors.publishedOn)}
            maw={220}
          />
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List>
              {siteLanguages.map((code) => (
                <Tabs.Tab key={code} value={code} lang={languageOf(code).htmlLang}>
                  {languageOf(code).name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {siteLanguages.map((code) => {
              const language = languageOf(code);
              const required = code === siteFallbackLanguage;
              return (
                <Tabs.Panel key={code} value={code} pt="sm">
                  <Stack gap="sm" lang={language.htmlLang} dir={language.dir}>
                    <TextInput
                      label={t('publicSite.news.title')}
                      description={required ? t('publicSite.news.englishRequired') : t('publicSite.news.optional')}
                      required={required}
                      value={texts[code].title}
                      onChange={(event) => edit(code, 'title', event.currentTarget.value)}
                      error={translate(errors[`${code}.title`])}
                    />
                    <Textarea
                      label={t('publicSite.news.body')}
                      description={t('publicSite.markdownHelp')}
                      required={required}
                      rows={6}
                      value={texts[code].body}
                      onChange={(event) => edit(code, 'body', event.currentTarget.value)}
                      error={translate(errors[`${code}.body`])}
                    />
                  </Stack>
                </Tabs.Panel>
              );
            })}
          </Tabs>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('publicSite.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
