import type { ClientProfile } from '@portside/contracts/client-portal';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies } from '../../../db/schema/index';
import type { CurrentUser } from '../../../plugins/auth';

/** Who is signed in, the company the account is linked to (null: not yet), and the terminal's day and year. */
export async function readProfile(db: Db, user: CurrentUser, today: string): Promise<ClientProfile> {
  const [company] =
    user.companyId === null
      ? []
      : await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(eq(companies.id, user.companyId));
  return {
    name: user.name,
    username: user.username,
    company: company ?? null,
    currentYear: Number(today.slice(0, 4)),
    today,
  };
}
