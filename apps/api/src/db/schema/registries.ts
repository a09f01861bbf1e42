import { mobileNumberMaxLength } from '@portside/contracts/clients';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const kindsOfCompany = pgTable(
  'kinds_of_company',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('kinds_of_company_name_key').on(sql`lower(${t.name})`)],
);

export const shippingLines = pgTable(
  'shipping_lines',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipping_lines_name_key').on(sql`lower(${t.name})`),
    index('shipping_lines_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('shipping_lines_created_idx').on(t.createdAt, t.id),
  ],
);

/** Consignees, shippers, shipping agents (kind Shipping Agent, tied to a line) and every other party. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    kindId: integer('kind_id')
      .notNull()
      .references(() => kindsOfCompany.id, { onDelete: 'restrict' }),
    isClient: boolean('is_client').notNull().default(true),
    shippingLineId: integer('shipping_line_id').references(() => shippingLines.id, { onDelete: 'restrict' }),
    /** Its TIN with the branch code (000-123-456-00000) and registered address, as its sales invoices print them. */
    tin: varchar('tin', { length: 17 }),
    registeredAddress: varchar('registered_address', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('companies_name_key').on(sql`lower(${t.name})`),
    index('companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('companies_kind_idx').on(t.kindId),
    index('companies_shipping_line_idx').on(t.shippingLineId),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    middleName: varchar('middle_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    suffix: varchar('suffix', { length: 20 }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    email: varchar('email', { length: 254 }).notNull(),
    mobileNumber: varchar('mobile_number', { length: mobileNumberMaxLength }).notNull(),
    fax: varchar('fax', { length: 40 }),
    other: varchar('other', { length: 200 }),
    website: varchar('website', { length: 200 }),
    address: text('address'),
    city: varchar('city', { length: 100 }),
    province: varchar('province', { length: 100 }),
    zipCode: varchar('zip_code', { length: 20 }),
    country: varchar('country', { length: 100 }),
    isShippingAddressSameToBilling: boolean('is_shipping_address_same_to_billing').notNull().default(true),
    paymentMethod: varchar('payment_method', { length: 60 }),
    terms: varchar('terms', { length: 60 }),
    deliveryOptions: varchar('delivery_options', { length: 100 }),
    language: varchar('language', { length: 40 }),
    salesTaxRegistration: varchar('sales_tax_registration', { length: 60 }),
    /** The contact's TIN with its branch code (000-123-456-00000): a buyer whose company has none prints it. */
    tin: varchar('tin', { length: 17 }),
    openingBalance: numeric('opening_balance', { precision: 14, scale: 2 }),
    openingBalanceAsOf: date('opening_balance_as_of'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clients_email_key').on(sql`lower(${t.email})`),
    index('clients_first_name_idx').on(t.firstName, t.id),
    index('clients_company_idx').on(t.companyId),
    index('clients_search_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || coalesce(${t.middleName}, '') || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);

/** Vessel visits: a vessel name with its voyage number, brought by a shipping agent. */
export const vessels = pgTable(
  'vessels',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    voyageNumber: varchar('voyage_number', { length: 60 }).notNull(),
    shippingAgentId: integer('shipping_agent_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    vesselType: varchar('vessel_type', { length: 60 }).notNull().default('General Cargo'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vessels_name_voyage_key').on(sql`lower(${t.name})`, sql`lower(${t.voyageNumber})`),
    index('vessels_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('vessels_voyage_number_trgm_idx').using('gin', sql`${t.voyageNumber} gin_trgm_ops`),
    index('vessels_created_idx').on(t.createdAt, t.id),
    index('vessels_agent_idx').on(t.shippingAgentId),
  ],
);

export const cargoHandlerTypes = ['stevedoring', 'arrastre'] as const;

export const cargoHandlers = pgTable(
  'cargo_handlers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    type: text('type', { enum: cargoHandlerTypes }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cargo_handlers_name_type_key').on(sql`lower(${t.name})`, t.type),
    index('cargo_handlers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Kinds of goods (rice, steel coils, vehicles ...): the "type" of the client charts. */
export const descriptions = pgTable(
  'descriptions',
  {
    id: serial('id').primaryKey(),
    content: varchar('content', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('descriptions_content_key').on(sql`lower(${t.content})`),
    index('descriptions_content_trgm_idx').using('gin', sql`${t.content} gin_trgm_ops`),
  ],
);

/** Canonical consignee names that manifests are matched against; a consignee may belong to a client company. */
export const consignees = pgTable(
  'consignees',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 250 }).notNull(),
    /** The name as manifests are matched to it (pdf-converter): SQL function of migration 0005. */
    companyKey: text('company_key').generatedAlwaysAs(sql`portside_company_key(name)`),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('consignees_name_key').on(sql`lower(${t.name})`),
    index('consignees_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('consignees_company_key_trgm_idx').using('gin', sql`${t.companyKey} gin_trgm_ops`),
    index('consignees_company_idx').on(t.companyId),
  ],
);
