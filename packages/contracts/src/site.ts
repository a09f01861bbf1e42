import { z } from 'zod';
import { idParamSchema, isoDateSchema } from './bounds';
import { pageLimitSchema, pageOffsetSchema, pageSchema } from './lists';

/** The public site's pages (spec 2.9), each with its text per language; News also lists dated posts. */
export const sitePageSlugs = ['home', 'about', 'services', 'careers', 'gallery', 'news', 'contact'] as const;
export type SitePageSlug = (typeof sitePageSlugs)[number];
/** The interface languages of spec 1 (en is the fallback). */
export const siteLanguages = ['en', 'jpn', 'es', 'pkr', 'zh'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];
export const siteFallbackLanguage = 'en' satisfies SiteLanguage;

export const siteMarkdownMaxLength = 20_000;
export const newsTitleMaxLength = 200;

export const siteMessages = {
  pageNotFound: 'Page not found.',
  languageInvalid: 'Choose one of the languages: en, jpn, es, pkr, zh.',
  languageRepeated: 'Each language may appear only once.',
  markdownTooLong: 'The text must be at most 20,000 characters.',
  markdownInvalid: 'The text must be Markdown text.',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  bodyRequired: 'The post needs its text.',
  publishedOnRequired: 'Publication date is required',
  publishedOnTooLate: 'The publication date can be at most one year after today.',
  englishRequired: 'A news post needs its English title and text (the fallback of every language).',
  postNotFound: 'News post not found.',
  englishPageRequired: 'The English text cannot be blank: it is shown wherever a language has no text of its own.',
  pageSaved: 'Page saved.',
  postSaved: 'News post saved.',
  postDeleted: 'News post deleted.',
} as const;

const language = z.enum(siteLanguages, { error: siteMessages.languageInvalid });
export const sitePageParamsSchema = z.object({ slug: z.enum(sitePageSlugs, { error: siteMessages.pageNotFound }) });
export const sitePageTextParamsSchema = sitePageParamsSchema.extend({ language });
/** `?lang=`: the visitor's language; a page without a text in it answers the English one. */
export const siteLanguageQuerySchema = z.object({ lang: language.default(siteFallbackLanguage) });

const markdown = z
  .string({ error: siteMessages.markdownInvalid })
  .max(siteMarkdownMaxLength, siteMessages.markdownTooLong);

/** GET /site/pages/{slug}?lang= (public): the page's Markdown in the language asked, else in English. */
export const sitePageSchema = z.object({
  slug: z.enum(sitePageSlugs),
  /** The language of the text served (en when the one asked has none). */
  language,
  markdown: z.string(),
  updatedAt: z.string(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

/** GET /site/pages/{slug}/texts (admin): every language's text of the page, for the editor. */
export const sitePageTextsSchema = z.object({
  slug: z.enum(sitePageSlugs),
  texts: z.array(z.object({ language, markdown: z.string(), updatedAt: z.string() })),
});
/** PUT /site/pages/{slug}/{language} (admin): replace one language's text; blank removes it (English stays). */
export const sitePageBodySchema = z.object({ markdown });
export type SitePageBody = z.infer<typeof sitePageBodySchema>;

/** A news post's text in one language. */
export const newsTextSchema = z.object({
  language,
  title: z
    .string({ error: siteMessages.titleRequired })
    .trim()
    .min(1, siteMessages.titleRequired)
    .max(newsTitleMaxLength, siteMessages.titleTooLong),
  body: markdown.trim().min(1, siteMessages.bodyRequired),
});
/** POST /site/news and PUT /site/news/{id} (admin): a dated post with its English text and any others. */
export const newsPostBodySchema = z
  .object({
    publishedOn: isoDateSchema(siteMessages.publishedOnRequired),
    texts: z.array(newsTextSchema).min(1, siteMessages.englishRequired).max(siteLanguages.length),
  })
  .superRefine((post, context) => {
    if (!post.texts.some((text) => text.language === siteFallbackLanguage)) {
      context.addIssue({ code: 'custom', path: ['texts'], message: siteMessages.englishRequired });
    }
    const seen = new Set<string>();
    post.texts.forEach((text, index) => {
      if (seen.has(text.language)) {
        context.addIssue({
          code: 'custom',
          path: ['texts', index, 'language'],
          message: siteMessages.languageRepeated,
        });
      }
      seen.add(text.language);
    });
  });
export type NewsPostBody = z.infer<typeof newsPostBodySchema>;
export const newsPostParamsSchema = z.object({ id: idParamSchema });

/** GET /site/news?lang=&limit=&offset= (public): posts newest first, each in the language asked, else English. */
export const newsQuerySchema = siteLanguageQuerySchema.extend({
  limit: pageLimitSchema(10, 50),
  offset: pageOffsetSchema,
});
export const newsItemSchema = z.object({
  id: z.number().int(),
  publishedOn: z.iso.date(),
  language,
  title: z.string(),
  body: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsPageSchema = pageSchema(newsItemSchema);
/** GET /site/news/{id}/texts (admin): a post with all its languages, for the editor. */
export const newsPostSchema = z.object({
  id: z.number().int(),
  publishedOn: z.iso.date(),
  texts: z.array(newsTextSchema),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

/** GET /site/contact (public): the operator's addresses, hours, phone and e-mail, from the settings. */
export const siteContactSchema = z.object({
  addresses: z.array(z.object({ label: z.string(), address: z.string() })),
  officeHours: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type SiteContact = z.infer<typeof siteContactSchema>;
