import type {
  CompanyName,
  CompanyNamesQuery,
  LookupQuery,
  ShippingAgentOption,
} from '@portside/contracts/company-lookups';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/list';
import { companies } from '../../db/schema/index';
import { findShippingAgents } from '../shipping-agents/service';

/** Companies by name for a picker: searched with the trigram index, in name order (the lower(name) index). */
export async function companyNames(db: Db, query: CompanyNamesQuery): Promise<CompanyName[]> {
  return db
    .select({ companiesId: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        query.q ? ilike(companies.name, containsPattern(query.q)) : undefined,
        query.clients ? eq(companies.isClient, true) : undefined,
      ),
    )
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(query.limit);
}

/** Shipping agents with their lines for a picker (the vessel form), in name order. */
export const shippingAgentOptions = (db: Db, query: LookupQuery): Promise<ShippingAgentOption[]> =>
  findShippingAgents(db, query);
