import { readdirSync, readFileSync } from 'node:fs';
import type { ManifestHeader } from '@portside/contracts/manifests';
import type { ExpectedRow } from './sample-pdfs';

/** A committed manifest PDF of another writer (made by make-fixtures.ts) and what it prints. */
export type Fixture = { name: string; pdf: string; header: ManifestHeader; rows: ExpectedRow[] };

export const fixturesDir = new URL('./fixtures/', import.meta.url);

/** Every committed fixture, with its PDF's bytes. */
export const committedFixtures = (): (Fixture & { bytes: Buffer })[] =>
  readdirSync(fixturesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const fixture: Fixture = JSON.parse(readFileSync(new URL(file, fixturesDir), 'utf8'));
      return { ...fixture, bytes: readFileSync(new URL(fixture.pdf, fixturesDir)) };
    });
