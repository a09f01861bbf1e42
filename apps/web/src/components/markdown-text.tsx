import { Anchor, Typography } from '@mantine/core';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';

/** A path of this site ("/about"), not one that names another host ("//evil.example"). */
const isOwnPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * Links: a path of this site stays in the app; another site's address opens in a new tab without access to this
 * one; anything react-markdown's URL check emptied (javascript:, vbscript:, data: ...) is no link, only its text.
 */
function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  if (isOwnPath(href)) {
    return (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    );
  }
  if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) {
    return <Anchor href={href}>{children}</Anchor>;
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  );
}

/** Images of this site only (the Content-Security-Policy refuses others anyway): another origin's shows its text. */
function MarkdownImage({ src, alt }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !isOwnPath(src)) return <span>{alt}</span>;
  return <img src={src} alt={alt ?? ''} loading="lazy" style={{ maxWidth: '100%', height: 'auto' }} />;
}

const components: Components = { a: MarkdownLink, img: MarkdownImage };

const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
/** The text's headings moved `levels` down (h1 as h3 for 2), h6 the lowest: a text placed under headings of its own. */
const shifted = (levels: number): Components =>
  Object.fromEntries(
    headingTags.map((tag, index) => {
      const Shifted = headingTags[Math.min(index + levels, headingTags.length - 1)] ?? 'h6';
      return [tag, ({ node: _node, ...props }: ComponentProps<'h1'> & { node?: unknown }) => <Shifted {...props} />];
    }),
  );
const postComponents: Components = { ...components, ...shifted(2) };

/**
 * Markdown of the public site (GitHub's dialect: tables, lists, links), rendered as React elements: raw HTML in it is
 * shown as text, never run (no rehype-raw), and links and images go through the checks above. A text under headings
 * of the page's (a news post under its h2 title) has its headings start at h3 (`nested`).
 */
export function MarkdownText({ children, nested = false }: { children: string; nested?: boolean }) {
  return (
    <Typography>
      <Markdown remarkPlugins={[remarkGfm]} components={nested ? postComponents : components}>
        {children}
      </Markdown>
    </Typography>
  );
}
