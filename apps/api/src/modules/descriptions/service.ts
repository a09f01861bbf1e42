import {
  type Description,
  type DescriptionBody,
  descriptionMessages,
  type ListDescriptionsQuery,
} from '@portside/contracts/descriptions';
import type { Page } from '@portside/contracts/lists';
import { ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { type Versioned, withVersion } from '../../db/row-version';
import { descriptions } from '../../db/schema/index';
import { type Actor, auditedWrites } from '../audit/record';

const writes = auditedWrites(descriptions, descriptionMessages);
const toDescription = ({ id, content, version }: Versioned<typeof descriptions>): Description => ({
  id,
  content,
  version,
});

/** Kinds of goods stay in the hundreds: the unique lower(content) index serves the sort, a scan the search. */
export function listDescriptions(db: Db, query: ListDescriptionsQuery): Promise<Page<Description>> {
  const where = query.q ? ilike(descriptions.content, containsPattern(query.q)) : undefined;
  const sortable = { content: sql`lower(${descriptions.content})`, id: descriptions.id };
  const order = orderByKey(sortable, descriptions.id, query);
  const rows = db.select(withVersion(descriptions)).from(descriptions).$dynamic();
  return paginate(db, { table: descriptions, where, order, rows }, query, toDescription);
}

export const createDescription = async (db: Db, actor: Actor, body: DescriptionBody) =>
  toDescription(await writes.create(db, actor, body));

export const updateDescription = async (db: Db, actor: Actor, id: number, body: DescriptionBody, version?: string) =>
  toDescription(await writes.update(db, actor, id, body, version));

export const deleteDescription = (db: Db, actor: Actor, id: number) => writes.remove(db, actor, id);
