/**
 * `zod` as the web app's bundle has it: vite.config.ts resolves every `from 'zod'` of the bundle here, the contracts'
 * included. zod 4 compiles a faster parser for each object schema with `new Function`, after probing once whether it
 * may (`new Function('')`). The app's Content-Security-Policy has no 'unsafe-eval', so the browser refuses the probe
 * and reports a violation on every page load (zod then parses without it all the same). `jitless` skips the probe and
 * the compiled path. Set here, it runs after zod is loaded and before any module that imports zod builds a schema,
 * whatever chunks the bundler makes: set by the first import of main.tsx, it came too late, after the shared chunk
 * that holds zod and the contracts had built theirs.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
