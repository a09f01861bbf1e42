import { roles } from '@portside/contracts/roles';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../modules/auth/passwords';
import { type DemoSummary, defaultDemo, generateDemoData } from './generate';
import { manilaInstant, parseDay, todayInManila } from './time';
import { startDay } from './visits';

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

export type SeedResult = { created: boolean; usernames: string[]; data: DemoSummary | null };

/**
 * First run only: an empty database gets one user per role (username = role, password "portside-demo") and the
 * default demo data set; a database with users is left as it is.
 */
export async function seedDemo(db: Db, options: { today?: string } = {}): Promise<SeedResult> {
  const usernames = [...roles];
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return { created: false, usernames, data: null };
  const today = options.today ?? todayInManila();
  const passwordHash = await hashPassword(demoPassword);
  await createDemoUsers(db, passwordHash, firstDayOf(today, defaultDemo.years));
  const data = await generateDemoData(db, { ...defaultDemo, today, passwordHash });
  return { created: true, usernames, data };
}

/** The demo users (one per role) that do not exist yet, all with the same password hash. */
export async function createDemoUsers(db: Db, passwordHash: string, createdAt: Date): Promise<void> {
  await db
    .insert(users)
    .values(
      roles.map((role) => ({
        name: demoNames[role],
        username: role,
        passwordHash,
        role,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .onConflictDoNothing();
}

/** The staff "joined" when the data begins, so their records predate everything they did. */
export function firstDayOf(today: string, years: number): Date {
  return new Date(manilaInstant(startDay({ years, today: parseDay(today) }) - 30, 8));
}
