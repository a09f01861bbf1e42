import { type Config, loadConfig } from '../config';
import { BackupRefused, megabytes } from '../db/backup';

/**
 * What `npm run backup` and `npm run restore` share: the configuration, a progress line and answers that are
 * sentences (a refusal, a wrong argument or setting), not stack traces.
 */

/**
 * DATA_DIR and DATABASE_URL as the server reads them. The tools sign nothing: a stand-in secret keeps loadConfig from
 * writing one into a DATA_DIR that may be mistyped.
 */
export function toolConfig(): Config {
  try {
    return loadConfig({
      ...process.env,
      JWT_SECRET: process.env.JWT_SECRET || 'unused by the backup tools'.padEnd(32),
    });
  } catch (error) {
    throw new BackupRefused(error instanceof Error ? error.message : String(error));
  }
}

/** On a terminal, a line that counts the bytes written or read (at most four updates a second); else nothing. */
export function bytesProgress() {
  let shown = 0;
  return (done: number, total: number) => {
    if (!process.stdout.isTTY || total < 32 * 1024 * 1024) return;
    const now = performance.now();
    if (done < total && now - shown < 250) return;
    shown = now;
    process.stdout.write(`\r  ${megabytes(done)} of ${megabytes(total)} (${Math.floor((done / total) * 100)}%)`);
    if (done >= total) process.stdout.write('\n');
  };
}

/** Runs a tool: a refusal or a wrong argument is its sentence and exit code 1; anything else is printed whole. */
export async function runTool(main: () => Promise<void>) {
  try {
    await main();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const sentence = error instanceof BackupRefused || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
    console.error(sentence ? (error as Error).message : error);
    process.exitCode = 1;
  }
}
