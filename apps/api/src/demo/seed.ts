import { roles } from '@portside/contracts/roles';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { createUser } from '../modules/users/repository';

export const demoPassword = 'portside-demo';

const demoNames: Record<(typeof roles)[number], string> = {
  admin: 'Maria Santos',
  commercial: 'Jose Reyes',
  operation: 'Antonio Cruz',
  checker: 'Ana Dela Cruz',
  supervisor: 'Ramon Bautista',
  finance: 'Liza Mendoza',
  processor: 'Carlo Villanueva',
  guard: 'Eduardo Ramos',
  client: 'Grace Tan',
};

/** First run only: an empty database gets one user per role (username = role). */
export async function seedDemo(db: Db): Promise<{ created: boolean; usernames: string[] }> {
  const usernames = [...roles];
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return { created: false, usernames };
  for (const role of roles) {
    await createUser(db, { name: demoNames[role], username: role, password: demoPassword, role });
  }
  return { created: true, usernames };
}
