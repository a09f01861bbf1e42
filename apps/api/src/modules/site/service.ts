import {
  type NewsItem,
  type NewsPost,
  type NewsPostBody,
  type SiteContact,
  type SiteLanguage,
  type SitePage,
  type SitePageSlug,
  siteFallbackLanguage,
  siteLanguages,
  siteMessages,
} from '@portside/contracts/site';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { type PageQuery, paginate } from '../../db/list';
import { appSettings, newsPosts, newsPostTexts, sitePages } from '../../db/schema/index';
import { Invalid, NotFound } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { terminalToday } from '../settings/service';

/** The languages in the order of the contracts (en first), for lists of texts. */
const languageOrder = sql.raw(`array[${siteLanguages.map((language) => `'${language}'`).join(', ')}]`);
const byLanguage = (column: typeof sitePages.language | typeof newsPostTexts.language) =>
  sql`array_position(${languageOrder}, ${column})`;

/** The page's text in `language`, else in English; 404 when the page has neither. */
export async function getPage(db: Db, slug: SitePageSlug, language: SiteLanguage): Promise<SitePage> {
  const [row] = await db
    .select({
      slug: sitePages.slug,
      language: sitePages.language,
      markdown: sitePages.markdown,
      updatedAt: sitePages.updatedAt,
    })
    .from(sitePages)
    .where(
      and(
        eq(sitePages.slug, slug),
        inArray(sitePages.language, [language, siteFallbackLanguage]),
        ne(sitePages.markdown, ''),
      ),
    )
    .orderBy(sql`${sitePages.language} = ${language} desc`)
    .limit(1);
  if (!row) throw new NotFound(siteMessages.pageNotFound);
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** Every language's text of a page (the editor's), English first. */
export async function getPageTexts(db: Db, slug: SitePageSlug) {
  const rows = await db
    .select({ language: sitePages.language, markdown: sitePages.markdown, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .where(and(eq(sitePages.slug, slug), ne(sitePages.markdown, '')))
    .orderBy(byLanguage(sitePages.language));
  return { slug, texts: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
}

/**
 * Replaces one language's text of a page, stored as typed; a blank text removes that language's (the page then falls
 * back to English), but English itself cannot be blank (422). A removed text is kept as an empty row, so the
 * operator's text written at start-up for missing rows does not bring it back. Audited, in one transaction.
 */
export async function savePageText(db: Db, actor: Actor, slug: SitePageSlug, language: SiteLanguage, markdown: string) {
  const blank = markdown.trim() === '';
  if (blank && language === siteFallbackLanguage) {
    throw new Invalid([{ path: ['markdown'], message: siteMessages.englishPageRequired }]);
  }
  return inTransaction(db, async (tx) => {
    const key = and(eq(sitePages.slug, slug), eq(sitePages.language, language));
    const [before] = await tx
      .select({ slug: sitePages.slug, language: sitePages.language, markdown: sitePages.markdown })
      .from(sitePages)
      .where(key)
      .for('update');
    const entityId = `${slug}:${language}`;
    const stored = before?.markdown ?? '';
    const next = blank ? '' : markdown;
    if (stored !== next) {
      const values = { markdown: next, updatedAt: new Date(), updatedBy: actor.id };
      await tx
        .insert(sitePages)
        .values({ slug, language, ...values })
        .onConflictDoUpdate({ target: [sitePages.slug, sitePages.language], set: values });
      await recordAudit(tx, actor, {
        action: blank ? 'delete' : stored === '' ? 'create' : 'update',
        entity: 'site_pages',
        entityId,
        ...(stored !== '' && { before }),
        ...(!blank && { after: { slug, language, markdown } }),
      });
    }
    return getPageTexts(tx, slug);
  });
}

/** The text of each post in the language asked where it has one, else the English one. */
const textShown = (language: SiteLanguage) =>
  and(
    eq(newsPostTexts.postId, newsPosts.id),
    eq(
      newsPostTexts.language,
      sql`coalesce((select x.language from news_post_texts x where x.post_id = ${newsPosts.id}
                     and x.language = ${language}), ${siteFallbackLanguage})`,
    ),
  );
const newestFirst = [desc(newsPosts.publishedOn), desc(newsPosts.id)];

/** One page of posts, newest first, each in `language` else English. */
export function listNews(db: Db, language: SiteLanguage, page: PageQuery) {
  const rows = db
    .select({
      id: newsPosts.id,
      publishedOn: newsPosts.publishedOn,
      language: newsPostTexts.language,
      title: newsPostTexts.title,
      body: newsPostTexts.body,
    })
    .from(newsPosts)
    .innerJoin(newsPostTexts, textShown(language))
    .$dynamic();
  return paginate<typeof rows, NewsItem>(db, { table: newsPosts, where: undefined, order: newestFirst, rows }, page);
}

/** A post with all its texts, English first; 404 when there is none. */
export async function getNewsPost(db: Db, id: number): Promise<NewsPost> {
  const [post] = await db
    .select({ id: newsPosts.id, publishedOn: newsPosts.publishedOn })
    .from(newsPosts)
    .where(eq(newsPosts.id, id));
  if (!post) throw new NotFound(siteMessages.postNotFound);
  const texts = await db
    .select({ language: newsPostTexts.language, title: newsPostTexts.title, body: newsPostTexts.body })
    .from(newsPostTexts)
    .where(eq(newsPostTexts.postId, id))
    .orderBy(byLanguage(newsPostTexts.language));
  return { ...post, texts };
}

async function writeTexts(tx: Db, id: number, texts: NewsPostBody['texts']) {
  await tx.delete(newsPostTexts).where(eq(newsPostTexts.postId, id));
  await tx.insert(newsPostTexts).values(texts.map((text) => ({ postId: id, ...text })));
}

/** A post is dated at most one year after the terminal's today (a typo such as 2206 is refused, 422). */
async function checkPublishedOn(db: Db, publishedOn: string) {
  const today = await terminalToday(db);
  const latest = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  if (publishedOn > latest) throw new Invalid([{ path: ['published_on'], message: siteMessages.publishedOnTooLate }]);
}

/** A new dated post with its texts, audited, in one transaction. */
export async function createNewsPost(db: Db, actor: Actor, body: NewsPostBody): Promise<NewsPost> {
  await checkPublishedOn(db, body.publishedOn);
  return inTransaction(db, async (tx) => {
    const [post] = await tx.insert(newsPosts).values({ publishedOn: body.publishedOn }).returning({ id: newsPosts.id });
    if (!post) throw new Error('insert into news_posts returned nothing');
    await writeTexts(tx, post.id, body.texts);
    const after = await getNewsPost(tx, post.id);
    await recordAudit(tx, actor, { action: 'create', entity: 'news_posts', entityId: post.id, after });
    return after;
  });
}

/** Replaces a post's date and texts (a language left out is removed), audited, in one transaction. */
export async function updateNewsPost(db: Db, actor: Actor, id: number, body: NewsPostBody): Promise<NewsPost> {
  await checkPublishedOn(db, body.publishedOn);
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select({ id: newsPosts.id }).from(newsPosts).where(eq(newsPosts.id, id)).for('update');
    if (!locked) throw new NotFound(siteMessages.postNotFound);
    const before = await getNewsPost(tx, id);
    await tx
      .update(newsPosts)
      .set({ publishedOn: body.publishedOn, updatedAt: new Date() })
      .where(eq(newsPosts.id, id));
    await writeTexts(tx, id, body.texts);
    const after = await getNewsPost(tx, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'news_posts', entityId: id, before, after });
    return after;
  });
}

/** Removes a post and its texts, audited (the entry keeps them), in one transaction. */
export function deleteNewsPost(db: Db, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select({ id: newsPosts.id }).from(newsPosts).where(eq(newsPosts.id, id)).for('update');
    if (!locked) throw new NotFound(siteMessages.postNotFound);
    const before = await getNewsPost(tx, id);
    await tx.delete(newsPosts).where(eq(newsPosts.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'news_posts', entityId: id, before });
  });
}

/** The contact page's figures, from the settings (blank until an admin records them). */
export async function getContact(db: Db): Promise<SiteContact> {
  const [row] = await db
    .select({
      addresses: appSettings.contactAddresses,
      officeHours: appSettings.officeHours,
      phone: appSettings.contactPhone,
      email: appSettings.contactEmail,
    })
    .from(appSettings);
  return row ?? { addresses: [], officeHours: '', phone: '', email: '' };
}
