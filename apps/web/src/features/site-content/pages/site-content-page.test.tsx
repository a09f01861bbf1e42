import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

type Text = { language: string; markdown: string; updatedAt: string };
const at = '2026-03-01T00:00:00Z';

function open(texts: Text[]) {
  let stored = texts;
  const fetchMock = signIn('admin', {
    'GET /site/pages/home/texts': () => ({ body: { slug: 'home', texts: stored } }),
    'GET /site/pages/about/texts': () => ({ body: { slug: 'about', texts: stored } }),
    'PUT /site/pages/about/en': ({ body }) => {
      stored = [{ language: 'en', markdown: (body as { markdown: string }).markdown, updatedAt: at }];
      return { body: { slug: 'about', texts: stored } };
    },
  });
  return { ...renderApp('/admin/site'), fetchMock };
}

afterEach(() => vi.restoreAllMocks());

describe('public site editor', { timeout: 20_000 }, () => {
  it('edits a page with a live preview by the same renderer, and saves it', async () => {
    const { user, fetchMock } = open([{ language: 'en', markdown: '## About us', updatedAt: at }]);
    await user.click(await screen.findByRole('combobox', { name: 'Page' }));
    await user.click(await screen.findByRole('option', { name: 'About', hidden: true }));
    const editor = await screen.findByRole('textbox', { name: /Text \(Markdown\)/ });
    expect(editor).toHaveValue('## About us');
    expect(
      screen.getByText('English is shown wherever a language has no text of its own, so it cannot be blank.'),
    ).toBeInTheDocument();
    await user.clear(editor);
    await user.type(editor, '## We moved{enter}{enter}<script>x</script> [[bad](javascript:alert(1))');
    expect(await screen.findByRole('heading', { name: 'We moved' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Page saved.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT') as unknown as [string, RequestInit];
    expect(put[0]).toBe('/api/site/pages/about/en');
    expect(JSON.parse(String(put[1].body))).toEqual({
      markdown: '## We moved\n\n<script>x</script> [bad](javascript:alert(1))',
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('notes the English fallback of a language without its own text', async () => {
    const { user } = open([{ language: 'en', markdown: '## Welcome', updatedAt: at }]);
    await user.click(await screen.findByRole('radio', { name: '日本語' }));
    expect(
      await screen.findByText(
        'No text in 日本語 yet: its visitors see the English text. Write one here to give them their own.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Text \(Markdown\)/ })).toHaveValue('');
  });

  it('asks before another page or language replaces unsaved work', async () => {
    const { user } = open([{ language: 'en', markdown: '## Welcome', updatedAt: at }]);
    const editor = await screen.findByRole('textbox', { name: /Text \(Markdown\)/ });
    await user.type(editor, ' again');
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('textbox', { name: /Text \(Markdown\)/ })).toHaveValue('## Welcome again');
  });
});
