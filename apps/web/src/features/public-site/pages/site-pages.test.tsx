import type { NewsItem } from '@portside/contracts/site';
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import spanish from '../../../../public/locales/es/homepage.json';
import urdu from '../../../../public/locales/pkr/homepage.json';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const page = (slug: string, language: string, markdown: string) => ({
  body: { slug, language, markdown, updatedAt: '2026-03-01T00:00:00Z' },
});
const post = (id: number, publishedOn: string, title: string): NewsItem => ({
  id,
  publishedOn,
  language: 'en',
  title,
  body: `The text of **${title}**`,
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

/** The visitor's language, with its texts of the public site (the tests load English only). */
async function visitIn(language: 'es' | 'pkr') {
  i18n.addResourceBundle(language, 'homepage', language === 'es' ? spanish : urdu, true, true);
  await i18n.changeLanguage(language);
}

describe('public site pages', () => {
  it("shows a page's text in the visitor's language, asked without a token", async () => {
    await visitIn('es');
    const fetchMock = mockApi({
      'GET /site/pages/about': ({ url }) => page('about', url.searchParams.get('lang') ?? '', '## Sobre nosotros'),
    });
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'Sobre nosotros' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sobre nosotros' }).closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.queryByText(/se muestra en inglés/)).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/site/pages/about?lang=es');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('frames every public page with the sign-in button and the footer, not only the home', async () => {
    mockApi({ 'GET /site/pages/careers': () => page('careers', 'en', '## Careers') });
    renderApp('/careers');
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in / Client Access' })).toHaveAttribute('href', '/login');
    expect(within(screen.getByRole('contentinfo')).getByText('Portside terminal operations')).toBeInTheDocument();
  });

  it('says when the text is the English one, and marks it English inside an Urdu page', async () => {
    await visitIn('pkr');
    mockApi({ 'GET /site/pages/careers': () => page('careers', 'en', '## Careers') });
    renderApp('/careers');
    const heading = await screen.findByRole('heading', { name: 'Careers' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(
      screen.getByText('یہ صفحہ ابھی آپ کی زبان میں دستیاب نہیں؛ انگریزی میں دکھایا جا رہا ہے۔'),
    ).toBeInTheDocument();
  });

  it('says so when the page has no text, and offers Retry when the load failed', async () => {
    mockApi({ 'GET /site/pages/gallery': () => ({ status: 404, body: { detail: 'Page not found.' } }) });
    renderApp('/gallery');
    expect(await screen.findByText('This page has no text yet.')).toBeInTheDocument();
    let calls = 0;
    mockApi({
      'GET /site/pages/services': () => (++calls === 1 ? { status: 503 } : page('services', 'en', '## Our services')),
    });
    const { user } = renderApp('/services');
    expect(await screen.findByText('The page could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Our services' })).toBeInTheDocument();
  });

  it('links every page of spec 2.9 in its order, Client Access in a new tab', async () => {
    mockApi({ 'GET /site/pages/services': () => page('services', 'en', 'Text') });
    renderApp('/services');
    const nav = (await screen.findAllByRole('navigation', { name: 'Site' }))[0] as HTMLElement;
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Careers', '/careers'],
      ['Gallery', '/gallery'],
      ['News', '/news'],
      ['Vessel Schedule', '/vessel'],
      ['Client Access', '/login'],
      ['Contact', '/contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Client Access' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).getByRole('link', { name: 'Client Access' })).toHaveAttribute('target', '_blank');
  });

  it('opens the links in a drawer from the burger on a phone, and closes it on a link', async () => {
    mockApi({
      'GET /site/pages/about': () => page('about', 'en', '## About'),
      'GET /site/news': () => ({ body: { data: [], total: 0, limit: 10, offset: 0 } }),
    });
    const { user, router } = renderApp('/about');
    const burger = await screen.findByRole('button', { name: "Open the site's links" });
    await user.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Site' });
    await user.click(within(drawer).getByRole('link', { name: 'News' }));
    expect(router.state.location.pathname).toBe('/news');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the news newest first with their dates, ten a page', async () => {
    const posts = Array.from({ length: 10 }, (_, index) =>
      post(20 - index, `2026-02-${String(20 - index).padStart(2, '0')}`, `Notice ${20 - index}`),
    );
    const fetchMock = mockApi({
      'GET /site/pages/news': () => page('news', 'en', 'Notices to our customers.'),
      'GET /site/news': ({ url }) => ({
        body:
          url.searchParams.get('offset') === '10'
            ? { data: [post(3, '2025-12-01', 'Older notice')], total: 11, limit: 10, offset: 10 }
            : { data: posts, total: 11, limit: 10, offset: 0 },
      }),
    });
    const { user } = renderApp('/news');
    expect(await screen.findByText('Notices to our customers.')).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(10);
    expect(within(articles[0] as HTMLElement).getByRole('heading', { name: 'Notice 20' })).toBeInTheDocument();
    expect(within(articles[0] as HTMLElement).getByText('Feb 20, 2026')).toBeInTheDocument();
    expect(within(articles[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('Notice 20');
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('heading', { name: 'Older notice' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/site/news'))).toEqual([
      '/api/site/news?lang=en&limit=10&offset=0',
      '/api/site/news?lang=en&limit=10&offset=10',
    ]);
  });

  it('shows the addresses, office hours, phone and e-mail of the settings on the contact page', async () => {
    mockApi({
      'GET /site/pages/contact': () => page('contact', 'en', '## Contact us'),
      'GET /site/contact': () => ({
        body: {
          addresses: [{ label: 'Main office', address: 'Pier 9, North Harbor, Manila' }],
          officeHours: 'Monday to Saturday, 8:00 to 17:00',
          phone: '+63 2 8123 4567',
          email: 'info@portside.example',
        },
      }),
    });
    renderApp('/contact');
    expect(await screen.findByRole('heading', { name: 'Main office' })).toBeInTheDocument();
    expect(screen.getByText('Pier 9, North Harbor, Manila')).toBeInTheDocument();
    expect(screen.getByText('Monday to Saturday, 8:00 to 17:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+63 2 8123 4567' })).toHaveAttribute('href', 'tel:+63281234567');
    expect(screen.getByRole('link', { name: 'info@portside.example' })).toHaveAttribute(
      'href',
      'mailto:info@portside.example',
    );
  });
});
