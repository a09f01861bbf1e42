// npm test: typecheck, lint and format, unit and API tests on PGlite (and PostgreSQL when TEST_DATABASE_URL is set),
// the web app's tests, then the browser journeys on a built app. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

await import('./ensure-install.mjs');
const { ensureChromium } = await import('./chromium.mjs');
const { buildWeb } = await import('./build-web.mjs');

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function vitest(title, project, env = {}) {
  const report = `${results}/${title.replace(/\W+/g, '-').toLowerCase()}.json`;
  const ok = run(
    title,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    env,
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    if (!ok && json.numFailedTests === 0) failed += 1; // a file that failed to load
  } catch {
    failed += 1;
  }
}

const chromium = (() => {
  try {
    return ensureChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
})();

run('Typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('Lint and format', 'npx', ['biome', 'ci', '.']);
vitest('API and unit tests (PGlite)', 'api');
if (process.env.TEST_DATABASE_URL) vitest('API tests (PostgreSQL)', 'api', { TEST_DB: 'postgres' });
vitest('Web app tests', 'web');
buildWeb();
vitest('Browser journeys (Chromium)', 'e2e', { CHROMIUM_PATH: chromium });

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
