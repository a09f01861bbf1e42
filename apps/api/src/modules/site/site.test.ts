import { siteLanguages, siteMessages, sitePageSlugs } from '@portside/contracts/site';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sitePages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { siteContent, writeMissingSitePages } from './content';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).headers;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/site${url}`, headers });
const putPage = (slug: string, language: string, markdown: unknown, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/site/pages/${slug}/${language}`, headers, payload: { markdown } });
const audits = (entity: string) => t.db.select().from(auditLog).where(eq(auditLog.entity, entity));

describe('public site pages', () => {
  it('answers 404 for a page without any text', async () => {
    const response = await get('/pages/careers?lang=es');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: siteMessages.pageNotFound });
  });

  it("writes the operator's text of every page and language at start-up, once", async () => {
    expect(siteContent()).toHaveLength(sitePageSlugs.length * siteLanguages.length);
    for (const page of siteContent()) expect(page.markdown.trim(), `${page.slug}.${page.language}`).not.toBe('');
    expect(await writeMissingSitePages(t.db)).toBe(sitePageSlugs.length * siteLanguages.length);
    expect(await writeMissingSitePages(t.db)).toBe(0);
  });

  it('serves a page in the language asked, without a sign-in, for a minute of caching', async () => {
    const response = await get('/pages/about?lang=es');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const page = response.json();
    expect(page).toMatchObject({ slug: 'about', language: 'es' });
    expect(page.markdown).toContain('## Sobre Portside Terminal Services');
    // Without ?lang= the answer is English.
    expect((await get('/pages/about')).json()).toMatchObject({ language: 'en' });
  });

  it('refuses an unknown language or page with a sentence', async () => {
    const language = await get('/pages/about?lang=fr');
    expect(language.statusCode).toBe(422);
    expect(language.json().detail[0]).toMatchObject({ loc: ['query', 'lang'], msg: siteMessages.languageInvalid });
    expect((await get('/pages/pricing')).json().detail[0]).toMatchObject({ msg: siteMessages.pageNotFound });
  });

  it('lets only an admin read and write the texts', async () => {
    expect((await get('/pages/about/texts')).statusCode).toBe(401);
    const commercial = (await t.signIn('commercial')).headers;
    expect((await get('/pages/about/texts', commercial)).statusCode).toBe(403);
    expect((await putPage('about', 'en', 'x', commercial)).statusCode).toBe(403);
    expect((await putPage('about', 'en', 'x', {})).statusCode).toBe(401);
    const texts = await get('/pages/about/texts', admin);
    expect(texts.statusCode).toBe(200);
    expect(texts.headers['cache-control']).toBe('no-store');
    expect(texts.json().texts.map((text: { language: string }) => text.language)).toEqual([...siteLanguages]);
  });

  it("saves an admin's text, audited, and start-up never overwrites it", async () => {
    const saved = await putPage('about', 'en', '## About us\n\nWe moved to Pier 15.');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().texts[0]).toMatchObject({ language: 'en', markdown: '## About us\n\nWe moved to Pier 15.' });
    expect(await writeMissingSitePages(t.db)).toBe(0);
    expect((await get('/pages/about?lang=en')).json().markdown).toBe('## About us\n\nWe moved to Pier 15.');
    const [entry] = (await audits('site_pages')).filter((row) => row.entityId === 'about:en');
    expect(entry).toMatchObject({ action: 'update', after: { slug: 'about', language: 'en' } });
    expect(entry?.before).toMatchObject({ markdown: expect.stringContaining('## About Portside Terminal Services') });
  });

  it("removes a language's text when it is saved blank: the page falls back to English, and stays so", async () => {
    const removed = await putPage('services', 'jpn', '  \n ');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().texts.map((text: { language: string }) => text.language)).not.toContain('jpn');
    const page = (await get('/pages/services?lang=jpn')).json();
    expect(page.language).toBe('en');
    expect(page.markdown).toContain('## Our services');
    // Start-up writes only missing rows: the removed text does not come back.
    await writeMissingSitePages(t.db);
    expect((await get('/pages/services?lang=jpn')).json().language).toBe('en');
    const entries = (await audits('site_pages')).filter((row) => row.entityId === 'services:jpn');
    expect(entries).toMatchObject([{ action: 'delete', after: null }]);
    // Written again, it is a new text.
    expect((await putPage('services', 'jpn', '## サービス')).statusCode).toBe(200);
    expect((await get('/pages/services?lang=jpn')).json()).toMatchObject({ language: 'jpn', markdown: '## サービス' });
  });

  it('refuses a blank English text, a text too long and one that is not text (422)', async () => {
    const blank = await putPage('home', 'en', ' ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'markdown'], msg: siteMessages.englishPageRequired }),
    ]);
    const long = await putPage('home', 'es', 'a'.repeat(20_001));
    expect(long.json().detail[0]).toMatchObject({ loc: ['body', 'markdown'], msg: siteMessages.markdownTooLong });
    expect((await putPage('home', 'es', 42)).json().detail[0].msg).toBe(siteMessages.markdownInvalid);
    expect((await putPage('home', 'fr', 'Bonjour')).json().detail[0]).toMatchObject({
      loc: ['path', 'language'],
      msg: siteMessages.languageInvalid,
    });
  });

  it('keeps hostile Markdown as typed: the web renders it as text', async () => {
    const hostile = '<script>alert(1)</script>\n\n[click](javascript:alert(2)) <img src=x onerror=alert(3)>';
    expect((await putPage('careers', 'zh', hostile)).statusCode).toBe(200);
    expect((await get('/pages/careers?lang=zh')).json().markdown).toBe(hostile);
    const [row] = await t.db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.slug, 'careers'), eq(sitePages.language, 'zh')));
    expect(row?.markdown).toBe(hostile);
  });
});

describe('news', () => {
  const post = (publishedOn: string, title: string, others: { language: string; title: string }[] = []) => ({
    published_on: publishedOn,
    texts: [
      { language: 'en', title, body: `${title} body` },
      ...others.map((other) => ({ ...other, body: `${other.title} body` })),
    ],
  });
  const create = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/site/news', headers, payload });
  let ids: number[] = [];

  beforeAll(async () => {
    const created = [
      await create(post('2025-03-01', 'March', [{ language: 'es', title: 'Marzo' }])),
      await create(post('2025-05-10', 'May')),
      await create(post('2025-01-15', 'January', [{ language: 'zh', title: '一月' }])),
      await create(post('2025-05-10', 'May again')),
    ];
    expect(created.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    ids = created.map((response) => response.json().id);
  });

  it('lists posts newest first (the later post first on one day), each in the language asked, else English', async () => {
    const response = await get('/news?lang=es');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const page = response.json();
    expect(page).toMatchObject({ total: 4, limit: 10, offset: 0 });
    expect(page.data.map((item: { title: string; language: string }) => [item.title, item.language])).toEqual([
      ['May again', 'en'],
      ['May', 'en'],
      ['Marzo', 'es'],
      ['January', 'en'],
    ]);
    expect(page.data[2]).toEqual({
      id: ids[0],
      publishedOn: '2025-03-01',
      language: 'es',
      title: 'Marzo',
      body: 'Marzo body',
    });
  });

  it('pages the list', async () => {
    const second = (await get('/news?lang=zh&limit=2&offset=2')).json();
    expect(second).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(second.data.map((item: { title: string }) => item.title)).toEqual(['March', '一月']);
    expect((await get('/news?limit=51')).statusCode).toBe(422);
  });

  it('gives an admin every text of a post, and refuses the others', async () => {
    const texts = await get(`/news/${ids[0]}/texts`, admin);
    expect(texts.json()).toEqual({
      id: ids[0],
      publishedOn: '2025-03-01',
      texts: [
        { language: 'en', title: 'March', body: 'March body' },
        { language: 'es', title: 'Marzo', body: 'Marzo body' },
      ],
    });
    expect((await get(`/news/${ids[0]}/texts`)).statusCode).toBe(401);
    expect((await create(post('2025-06-01', 'No'), (await t.signIn('checker')).headers)).statusCode).toBe(403);
    expect((await get('/news/999999/texts', admin)).json()).toEqual({ detail: siteMessages.postNotFound });
  });

  it('needs the English text, a date and a title (422)', async () => {
    const noEnglish = await create({
      published_on: '2025-06-01',
      texts: [{ language: 'es', title: 'Hola', body: 'x' }],
    });
    expect(noEnglish.statusCode).toBe(422);
    expect(noEnglish.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'texts'], msg: siteMessages.englishRequired }),
    ]);
    const noDate = await create({ texts: [{ language: 'en', title: 'x', body: 'x' }] });
    expect(noDate.json().detail[0]).toMatchObject({
      loc: ['body', 'published_on'],
      msg: siteMessages.publishedOnRequired,
    });
    const blankTitle = await create(post('2025-06-01', '  '));
    expect(blankTitle.json().detail[0]).toMatchObject({ msg: siteMessages.titleRequired });
    const twice = await create(post('2025-06-01', 'x', [{ language: 'en', title: 'y' }]));
    expect(twice.json().detail[0]).toMatchObject({
      loc: ['body', 'texts', 1, 'language'],
      msg: siteMessages.languageRepeated,
    });
    // At most one year after the terminal's today (Manila: no settings saved): the year after next is too late.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    const tooLate = await create(post(`${Number(today.slice(0, 4)) + 2}-01-01`, 'x'));
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().detail[0]).toMatchObject({
      loc: ['body', 'published_on'],
      msg: siteMessages.publishedOnTooLate,
    });
  });

  it('replaces a post (a language left out is removed) and deletes it, audited', async () => {
    const id = ids[0];
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/site/news/${id}`,
      headers: admin,
      payload: post('2025-03-02', 'March, corrected'),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id,
      publishedOn: '2025-03-02',
      texts: [{ language: 'en', title: 'March, corrected', body: 'March, corrected body' }],
    });
    expect((await get('/news?lang=es')).json().data[2]).toMatchObject({ title: 'March, corrected', language: 'en' });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/site/news/${id}`, headers: admin });
    expect(removed.statusCode).toBe(204);
    expect((await get('/news')).json().total).toBe(3);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/site/news/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/site/news/999999',
      headers: admin,
      payload: post('2025-03-02', 'x'),
    });
    expect(missing.statusCode).toBe(404);
    const entries = (await audits('news_posts')).filter((row) => row.entityId === String(id));
    expect(entries.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[2]?.before).toMatchObject({ id, texts: [{ language: 'en', title: 'March, corrected' }] });
  });
});

describe('contact', () => {
  it("answers the settings' contact figures, blank before an admin records them", async () => {
    expect((await get('/contact')).json()).toEqual({ addresses: [], officeHours: '', phone: '', email: '' });
    const settings = {
      own_operators: [],
      time_zone: 'Asia/Manila',
      tariffs: [],
      targets: [],
      contact_addresses: [{ label: ' Main office ', address: 'Pier 9, North Harbor, Manila' }],
      office_hours: 'Monday to Saturday, 8:00 to 17:00',
      contact_phone: '+63 2 8123 4567',
      contact_email: 'info@example.com',
    };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: settings })).statusCode,
    ).toBe(200);
    const response = await get('/contact');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({
      addresses: [{ label: 'Main office', address: 'Pier 9, North Harbor, Manila' }],
      officeHours: 'Monday to Saturday, 8:00 to 17:00',
      phone: '+63 2 8123 4567',
      email: 'info@example.com',
    });
  });
});
