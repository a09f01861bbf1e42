import type { ClientLoginCount, ClientLoginCountQuery } from '@portside/contracts/login-logs';
import { and, asc, count, countDistinct, eq, gte, ilike, lt, max, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern, paginate } from '../../db/list';
import { loginLogs, users } from '../../db/schema/index';

/** Successful sign-ins of client users, per user, in an optional window of dates (end inclusive). */
export async function clientLoginCounts(db: Db, query: ClientLoginCountQuery): Promise<ClientLoginCount> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const clientUsers = and(
    eq(users.role, 'client'),
    pattern ? or(ilike(users.username, pattern), ilike(users.name, pattern)) : undefined,
  );
  const inWindow = and(
    eq(loginLogs.userId, users.id),
    eq(loginLogs.success, true),
    query.start ? gte(loginLogs.createdAt, sql`${query.start}::date`) : undefined,
    query.end ? lt(loginLogs.createdAt, sql`${query.end}::date + 1`) : undefined,
  );
  const rows = db
    .select({
      userId: users.id,
      username: users.username,
      name: users.name,
      lastLoginAt: max(loginLogs.createdAt),
      count: count(loginLogs.id),
    })
    .from(users)
    .leftJoin(loginLogs, inWindow)
    .groupBy(users.id)
    .$dynamic();
  const list = {
    table: users,
    where: clientUsers,
    order: [sql`max(${loginLogs.createdAt}) desc nulls last`, asc(users.id)],
    // The order is by each user's last sign-in, so the page's ids are chosen from the users with their sign-ins.
    through: (ids: PgSelect) => ids.leftJoin(loginLogs, inWindow).groupBy(users.id),
    rows,
  };
  const [page, [totals]] = await Promise.all([
    paginate(db, list, query, (row) => ({ ...row, lastLoginAt: row.lastLoginAt?.toISOString() ?? null })),
    db
      .select({ total: count(), activeClients: countDistinct(loginLogs.userId) })
      .from(loginLogs)
      .innerJoin(users, inWindow)
      .where(clientUsers),
  ]);
  return {
    start: query.start ?? null,
    end: query.end ?? null,
    total: totals?.total ?? 0,
    clients: page.total,
    activeClients: totals?.activeClients ?? 0,
    items: page.data,
  };
}
