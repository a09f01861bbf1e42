import { fixturesDir } from './committed-fixtures';

/** The committed scanned manifests (made by make-scan-fixtures.ts) and their true rows. */
export const scansDir = new URL('./scans/', fixturesDir);
