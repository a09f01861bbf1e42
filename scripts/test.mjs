// npm test: typecheck, lint and format, unit and API tests on PGlite (and PostgreSQL when TEST_DATABASE_URL is set),
// the web app's tests, then the browser journeys on a built app. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';

await import('./ensure-install.mjs');
const { ensureChromium } = await import('./chromium.mjs');
const { buildWeb } = await import('./build-web.mjs');

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];
// Tests that passed only when run again (the browser journeys retry once): named at the end, never hidden. Vitest's
// JSON report keeps the errors of the failed tries in a test that then passed (its failureMessages).
const retried = [];
// vitest's default on N cores is N - 1 workers: one on a 2-core machine, the other core nearly idle. The suite takes
// every core; the browser journeys as many files at once (each with its own server and browser), at most 4.
const workers = availableParallelism();

const durations = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  durations.push(`${title} ${Math.round((performance.now() - started) / 1000)} s`);
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function vitest(title, project, env = {}) {
  const report = `${results}/${title.replace(/\W+/g, '-').toLowerCase()}.json`;
  const ok = run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      `--maxWorkers=${workers}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    env,
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    for (const file of json.testResults)
      for (const test of file.assertionResults)
        if (test.status === 'passed' && test.failureMessages.length) retried.push(test.fullName);
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
vitest('Browser journeys (Chromium)', 'e2e', { CHROMIUM_PATH: chromium, E2E_WORKERS: String(Math.min(workers, 4)) });

console.log(`\nDurations: ${durations.join('; ')}`);
if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
if (retried.length) console.log(`Passed when run again: ${retried.join('; ')}`);
console.log(`${passed} passed${retried.length ? ` (${retried.length} when run again)` : ''}, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
