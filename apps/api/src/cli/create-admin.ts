import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { registerBodySchema } from '@portside/contracts/auth';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { createUser, staffProfile } from '../modules/users/repository';

/**
 * Makes an admin: `npm run create-admin` asks for name, username and password, or reads
 * ADMIN_NAME, ADMIN_USERNAME and ADMIN_PASSWORD (for scripted installs).
 */
const config = loadConfig();
const rl = createInterface({ input: stdin, output: stdout });
const ask = async (variable: string, question: string) => process.env[variable] ?? (await rl.question(question));
const input = {
  name: await ask('ADMIN_NAME', 'Name: '),
  username: await ask('ADMIN_USERNAME', 'Username: '),
  password: await ask('ADMIN_PASSWORD', 'Password (at least 8 characters): '),
  department: 'admin',
};
rl.close();

const parsed = registerBodySchema.safeParse(input);
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  process.exit(1);
}
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const user = await createUser(database.db, null, { ...parsed.data, role: 'admin' }, staffProfile(parsed.data.name));
  console.log(`Admin "${user.username}" created (id ${user.id}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
