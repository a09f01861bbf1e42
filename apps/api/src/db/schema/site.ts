import { siteLanguages, sitePageSlugs } from '@portside/contracts/site';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './users';

const slugList = sql.raw(sitePageSlugs.map((slug) => `'${slug}'`).join(', '));
const languageList = sql.raw(siteLanguages.map((language) => `'${language}'`).join(', '));

/** The public site's text of one page in one language (Markdown), as an admin wrote it. */
export const sitePages = pgTable(
  'site_pages',
  {
    slug: text('slug', { enum: sitePageSlugs }).notNull(),
    language: text('language', { enum: siteLanguages }).notNull(),
    markdown: text('markdown').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.language], name: 'site_pages_pk' }),
    check('site_pages_slug_known', sql`${t.slug} in (${slugList})`),
    check('site_pages_language_known', sql`${t.language} in (${languageList})`),
  ],
);

/** A dated news post of the public site; its texts per language are in news_post_texts (English always). */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    publishedOn: date('published_on').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('news_posts_published_idx').on(t.publishedOn, t.id)],
);

export const newsPostTexts = pgTable(
  'news_post_texts',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    language: text('language', { enum: siteLanguages }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.language], name: 'news_post_texts_pk' }),
    check('news_post_texts_language_known', sql`${t.language} in (${languageList})`),
  ],
);
