import type { ParsedRow } from '@portside/contracts/manifests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { consignees } from '../../db/schema/index';
import { openTestDatabase } from '../../test/database';
import { parseManifest } from './parse-manifest';
import { readPdfText } from './read-text';
import { candidateSimilarity, suggestConsignees, suggestionThreshold } from './suggest-consignees';
import { sampleRegistry } from './test/samples/sample-data';
import { sampleCases, samplePdf } from './test/samples/sample-pdfs';

let database: Database;
/** Every row of the short samples with the registry company it stands for (null: not in the registry). */
const rows: { row: ParsedRow; registered: string | null }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(consignees).values(sampleRegistry.map((name) => ({ name })));
  for (const sampleCase of sampleCases) {
    const sample = samplePdf(sampleCase);
    const parsed = await suggestConsignees(database.db, parseManifest(await readPdfText(sample.pdf, 0)).rows);
    rows.push(...parsed.map((row, index) => ({ row, registered: sample.registered[index] ?? null })));
  }
});
afterAll(() => database?.close());

describe('consignee suggestions on the sample manifests', () => {
  it('suggest the registry company of a printed name, never another one', () => {
    const registered = rows.filter((entry) => entry.registered !== null);
    for (const { row, registered: company } of registered) {
      expect([company, null]).toContain(row.suggestedConsignee);
      if (row.suggestedConsignee === null) expect(row.matchScore).toBeLessThan(suggestionThreshold);
    }
    const suggested = registered.filter((entry) => entry.row.suggestedConsignee !== null).length;
    expect(suggested / registered.length).toBeGreaterThan(0.97);
  });

  it('rarely suggest a company for a consignee the registry lacks, and score 0 when no name is near', () => {
    const unregistered = rows.filter((entry) => entry.registered === null);
    const suggested = unregistered.filter((entry) => entry.row.suggestedConsignee !== null).length;
    expect(suggested / unregistered.length).toBeLessThan(0.05);
    for (const { row } of unregistered) {
      expect(row.matchScore === 0 || row.matchScore >= candidateSimilarity).toBe(true);
    }
    expect(unregistered.some((entry) => entry.row.matchScore === 0)).toBe(true);
  });
});
