import { readFileSync } from 'node:fs';
import { siteLanguages, sitePageSlugs } from '@portside/contracts/site';
import type { Db } from '../../db/client';
import { sitePages } from '../../db/schema/index';

/** The operator's own text of every page in every language: content/{slug}.{language}.md. */
export function siteContent() {
  return sitePageSlugs.flatMap((slug) =>
    siteLanguages.map((language) => ({
      slug,
      language,
      markdown: readFileSync(new URL(`./content/${slug}.${language}.md`, import.meta.url), 'utf8'),
    })),
  );
}

/**
 * Writes the text of each (page, language) that has no row yet, at start-up and with the demo data: an admin's text is
 * never overwritten, and a text an admin removed stays removed (its row is kept empty). Answers how many it wrote.
 */
export async function writeMissingSitePages(db: Db, at: Date = new Date()): Promise<number> {
  const written = await db
    .insert(sitePages)
    .values(siteContent().map((page) => ({ ...page, updatedAt: at })))
    .onConflictDoNothing()
    .returning({ slug: sitePages.slug });
  return written.length;
}
