import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { MarkdownText } from './markdown-text';

const render = (markdown: string) => {
  renderWithProviders(
    <MemoryRouter>
      <MarkdownText>{markdown}</MarkdownText>
    </MemoryRouter>,
  );
  return { container: document.body };
};

describe('MarkdownText', () => {
  it('renders headings, lists, emphasis and tables (GitHub Markdown)', () => {
    render('## Services\n\n- **Stevedoring**\n- Arrastre\n\n| Berth | Depth |\n| --- | --- |\n| 9 | 10 m |');
    expect(screen.getByRole('heading', { level: 2, name: 'Services' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Stevedoring', 'Arrastre']);
    expect(screen.getByText('Stevedoring').tagName).toBe('STRONG');
    expect(within(screen.getByRole('table')).getByRole('cell', { name: '10 m' })).toBeInTheDocument();
  });

  it("starts a nested text's headings at h3 (a news post under its h2 title), h6 the lowest", () => {
    renderWithProviders(
      <MemoryRouter>
        <MarkdownText nested>{'# Berth 9\n\n## Hours\n\n##### Note\n\n**Open** [schedule](/schedule)'}</MarkdownText>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Berth 9' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Hours' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Note' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'schedule' })).toHaveAttribute('href', '/schedule');
  });

  it('shows raw HTML as text and never makes its elements', () => {
    const { container } = render('<script>alert(1)</script>\n\nA <img src=x onerror="alert(2)"> and <b>bold</b>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('<img src=x onerror="alert(2)">');
  });

  it('makes no link of javascript:, vbscript: or data: addresses: their text stays', () => {
    render('[one](javascript:alert(1)) [two](JAVASCRIPT:alert(2)) [three](vbscript:x) [four](data:text/html,x)');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('one')).toBeInTheDocument();
    expect(screen.getByText('four')).toBeInTheDocument();
  });

  it("keeps this site's paths in the app and opens other sites in a new tab without access to this one", () => {
    render('[About](/about) [PPA](https://www.ppa.com.ph) [Mail](mailto:info@example.com) [Odd](//evil.example/x)');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('target');
    const other = screen.getByRole('link', { name: 'PPA' });
    expect(other).toHaveAttribute('target', '_blank');
    expect(other).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:info@example.com');
    expect(screen.getByRole('link', { name: 'Odd' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows this site's images and only the description of another site's", () => {
    render('![The berth](/gallery/berth.svg)\n\n![Tracker](https://tracker.example/pixel.png)');
    expect(screen.getByRole('img', { name: 'The berth' })).toHaveAttribute('src', '/gallery/berth.svg');
    expect(screen.queryByRole('img', { name: 'Tracker' })).not.toBeInTheDocument();
    expect(screen.getByText('Tracker')).toBeInTheDocument();
  });
});
