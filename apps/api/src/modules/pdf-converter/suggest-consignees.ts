import type { ParsedRow } from '@portside/contracts/manifests';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ManifestRow } from './rows';

/**
 * The similarity from which the closest registry consignee is suggested, set on the sample manifests (1,374 rows;
 * suggest-consignees.test.ts checks the short ones). Of 598 printed spellings of registry companies, 479 score 1
 * (another suffix, case or punctuation) and the rest 0.50 to 0.96 (a letter dropped, "AND" for "&", no suffix), the
 * best candidate always being the right company. Of 82 spellings of companies the registry lacks, 39 have no
 * candidate and the others score at most 0.714 ("BICOL TILES & BUILDING MATERIALS" to "MANILA TILES & ..."), but
 * "ASIA CONSTRUCTION SUPPLY", 0.806 to "TRANS-ASIA CONSTRUCTION SUPPLY". At 0.72, 11 of the 598 (a letter dropped from
 * a short name) go without a suggestion and only that near twin gets a wrong one: a wrong suggestion costs more than
 * none, which the user fills in from the registry.
 */
export const suggestionThreshold = 0.72;
/** Registry names less similar than this are no candidates: matchScore is 0 when none reaches it. */
export const candidateSimilarity = 0.5;

type Match = { name: string; id: number; consignee: string; score: number };

/**
 * Each row with the registry consignee closest to its printed one, by trigram similarity of company keys (upper case,
 * no punctuation, no INC./CORP./CO./LTD.: consignees.company_key). A consignee cell may hold a name that runs over two lines
 * and then an address, so its first line and its first two lines are each compared, and the better counts. One query
 * for the whole manifest, one index lookup per distinct key.
 */
export async function suggestConsignees(db: Db, rows: ManifestRow[]): Promise<ParsedRow[]> {
  const names = [...new Set(rows.flatMap((row) => nameCandidates(row.consigneeLines)))];
  const matches = names.length === 0 ? [] : await closest(db, names);
  const byName = new Map(matches.map((match) => [match.name, match]));
  return rows.map(({ consigneeLines, ...row }) => {
    const best = nameCandidates(consigneeLines)
      .map((name) => byName.get(name))
      .reduce<Match | undefined>(
        (found, match) => (match && (!found || match.score > found.score) ? match : found),
        undefined,
      );
    const suggested = best && best.score >= suggestionThreshold ? best : null;
    return {
      ...row,
      suggestedConsignee: suggested?.consignee ?? null,
      suggestedConsigneeId: suggested?.id ?? null,
      matchScore: best?.score ?? 0,
    };
  });
}

/** The registry consignee closest to one printed name, as a manifest row would be suggested it; null below the threshold. */
export async function suggestConsigneeFor(db: Db, printed: string) {
  const name = printed.trim();
  if (!name) return null;
  const [best] = await closest(db, [name]);
  return best && best.score >= suggestionThreshold
    ? { id: best.id, name: best.consignee, matchScore: best.score }
    : null;
}

const nameCandidates = (lines: string[]) =>
  [...new Set([lines.slice(0, 1), lines.slice(0, 2)].map((part) => part.join(' ')))].filter(Boolean);

async function closest(db: Db, names: string[]): Promise<Match[]> {
  return db.transaction(async (tx) => {
    // Candidates from 0.5: lower scores are no suggestion anyway, and the index then skips the many registry names
    // that share a few common trigrams with the name (pg_trgm's default is 0.3).
    await tx.execute(sql`set local pg_trgm.similarity_threshold = ${sql.raw(String(candidateSimilarity))}`);
    const result = (await tx.execute(sql`
      with printed as materialized (
        select name, portside_company_key(name) as key from unnest(${sql.param(names)}::text[]) as name
      ),
      best as (
        select k.key, c.id, c.name, c.score
        from (select distinct key from printed where key <> '') k
        cross join lateral (
          select c.id, c.name, round(similarity(c.company_key, k.key)::numeric, 3)::float8 as score
          from consignees c
          where c.company_key % k.key
          order by score desc, c.id
          limit 1
        ) c
      )
      select printed.name, best.id, best.name as consignee, best.score
      from printed join best on best.key = printed.key`)) as unknown as { rows: Match[] };
    return result.rows.map((row) => ({ ...row, id: Number(row.id), score: Number(row.score) }));
  });
}
