import type { ClientLoginCount, ClientLoginCountQuery } from '@portside/contracts/login-logs';
import { and, asc, count, eq, gte, ilike, lt, max, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLogs, users } from '../../db/schema/index';

/** Successful sign-ins of client users, per user, in an optional window of dates (end inclusive). */
export async function clientLoginCounts(db: Db, query: ClientLoginCountQuery): Promise<ClientLoginCount> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const inWindow = and(
    eq(loginLogs.userId, users.id),
    eq(loginLogs.success, true),
    query.start ? gte(loginLogs.createdAt, sql`${query.start}::date`) : undefined,
    query.end ? lt(loginLogs.createdAt, sql`${query.end}::date + 1`) : undefined,
  );
  const perClient = db
    .select({
      userId: sql<number>`${users.id}`.as('user_id'),
      username: users.username,
      name: users.name,
      lastLoginAt: max(loginLogs.createdAt).as('last_login_at'),
      count: count(loginLogs.id).as('count'),
    })
    .from(users)
    .leftJoin(loginLogs, inWindow)
    .where(
      and(
        eq(users.role, 'client'),
        pattern ? or(ilike(users.username, pattern), ilike(users.name, pattern)) : undefined,
      ),
    )
    .groupBy(users.id)
    .as('per_client');

  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(perClient)
      .orderBy(sql`${perClient.lastLoginAt} desc nulls last`, asc(perClient.userId))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        total: sql<number>`coalesce(${sum(perClient.count)}, 0)::int`,
        clients: count(),
        activeClients: sql<number>`count(*) filter (where ${perClient.count} > 0)::int`,
      })
      .from(perClient),
  ]);

  return {
    start: query.start ?? null,
    end: query.end ?? null,
    total: Number(totals?.total ?? 0),
    clients: Number(totals?.clients ?? 0),
    activeClients: Number(totals?.activeClients ?? 0),
    items: items.map((item) => ({
      userId: Number(item.userId),
      username: item.username,
      name: item.name,
      lastLoginAt: item.lastLoginAt ? new Date(item.lastLoginAt).toISOString() : null,
      count: Number(item.count),
    })),
  };
}
