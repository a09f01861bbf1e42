import type { CompanyName, LookupQuery, ShippingAgentOption } from '@portside/contracts/company-lookups';
import { asc, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/list';
import { companies } from '../../db/schema/index';
import { findShippingAgents } from '../shipping-agents/service';

/** Companies by name for a picker: searched with the trigram index, in name order (the lower(name) index). */
export async function companyNames(db: Db, query: LookupQuery): Promise<CompanyName[]> {
  return db
    .select({ companiesId: companies.id, name: companies.name })
    .from(companies)
    .where(query.q ? ilike(companies.name, containsPattern(query.q)) : undefined)
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(query.limit);
}

/** Shipping agents with their lines for a picker (the vessel form), in name order. */
export const shippingAgentOptions = (db: Db, query: LookupQuery): Promise<ShippingAgentOption[]> =>
  findShippingAgents(db, query);
