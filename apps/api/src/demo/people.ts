import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/rows';
import type { Context } from './context';
import { cities, firstNames, lastNames, streets } from './names';
import type { Random } from './random';
import type { Consignee } from './registries';
import { DAY_MS, type Day, dayOf, formatDay, manilaInstant } from './time';

const paymentMethods = ['Check', 'Bank Transfer', 'Cash', 'Online Banking'] as const;
const terms = ['COD', 'Net 15', 'Net 30'] as const;
const ipBlocks = ['112.198', '49.145', '180.190', '120.28', '175.176', '136.158'] as const;

type ClientUser = { id: number; username: string; createdAt: number };
type Person = { first: string; middle: string | null; last: string };
/** A contact person of a client company: a client record of commercial's registry. */
type Contact = { id: number; person: Person };
type DemoClient = { id: number; username: string; name: string | null; created_at: string | Date };

/**
 * Contact persons of the client companies (client records), and sign-in accounts (role client) for the bigger ones,
 * each given to one of its company's contacts while there are contacts left, with years of sign-ins behind them.
 * All generated accounts share one password hash, hashed once by the caller.
 * Returns the company of the biggest consignee, to which the demo "client" user is linked, and the client record of
 * that user: a contact of the company under the user's own name.
 */
export async function createPeople(
  db: Db,
  context: Context,
  random: Random,
  options: { passwordHash: string; startDay: Day },
): Promise<{ companyId: number; clientId: number | null } | null> {
  const companies = context.world.consignees
    .filter((c): c is Consignee & { companyId: number } => c.companyId !== null)
    .sort((a, b) => b.weight - a.weight);
  const usernames = await existingUsernames(db);
  const emails = new Set<string>();
  const users: ClientUser[] = [];
  companies.forEach((company, rank) => {
    const share = rank / companies.length;
    const count = random.chance(0.5) ? 2 : 1;
    const contacts: Contact[] = [];
    for (let i = 0; i < count; i++) {
      contacts.push(addContact(context, random, company, person(random), emails, options.startDay));
    }
    const accounts = share < 0.1 ? 2 : share < 0.45 ? 1 : 0;
    for (let i = 0; i < accounts; i++) {
      users.push(addUser(context, random, company, contacts[i] ?? null, usernames, options));
    }
  });
  for (const user of users) signIns(context, random, user, random.logNormal(1, 0.8));
  const [demoClient] = await selectRows<DemoClient>(
    db,
    sql`select id, username, name, created_at from users where username = 'client' and role = 'client'`,
  );
  const biggest = companies[0];
  let clientId: number | null = null;
  if (demoClient && biggest) {
    const [first = 'Client', last = 'User'] = (demoClient.name ?? '').split(' ');
    clientId = addContact(context, random, biggest, { first, middle: null, last }, emails, options.startDay).id;
    const createdAt = Math.max(new Date(demoClient.created_at).getTime(), manilaInstant(options.startDay, 9));
    signIns(context, random, { id: Number(demoClient.id), username: demoClient.username, createdAt }, 3, false);
  }
  failedStrangers(context, random, options.startDay);
  return biggest ? { companyId: biggest.companyId, clientId } : null;
}

async function existingUsernames(db: Db): Promise<Set<string>> {
  const rows = await selectRows<{ username: string }>(db, sql`select lower(username) as username from users`);
  return new Set(rows.map((row) => row.username));
}

function person(random: Random): Person {
  const first = random.pick(firstNames);
  const middle = random.pick(lastNames);
  return { first, middle: random.chance(0.7) ? middle : null, last: random.pick(lastNames) };
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

function addContact(
  context: Context,
  random: Random,
  company: Consignee & { companyId: number },
  { first, middle, last }: Person,
  emails: Set<string>,
  startDay: Day,
): Contact {
  const domain = `${slug(company.name.split(' ').slice(0, 2).join(''))}.com.ph`;
  let email = `${slug(first)}.${slug(last)}@${domain}`;
  for (let n = 2; emails.has(email); n++) email = `${slug(first)}.${slug(last)}${n}@${domain}`;
  emails.add(email);
  const place = random.pick(cities);
  const row = {
    id: context.writer.nextId('clients'),
    firstName: first,
    middleName: middle,
    lastName: last,
    suffix: null,
    companyId: company.companyId,
    email,
    mobileNumber: `09${random.int(15, 99)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
    fax: null,
    other: null,
    website: random.chance(0.5) ? `https://www.${domain}` : null,
    address: `${random.int(1, 40)}F ${random.pick(['Tower One', 'Corporate Center', 'Building', 'Plaza'])}, ${random.int(100, 2999)} ${random.pick(streets)}`,
    city: place.city,
    province: place.province,
    zipCode: place.zip,
    country: 'Philippines',
    isShippingAddressSameToBilling: true,
    paymentMethod: random.pick(paymentMethods),
    terms: random.pick(terms),
    deliveryOptions: random.pick(['Pick-up at pier', 'Trucking by consignee', 'Delivery by broker']),
    language: 'English',
    salesTaxRegistration: `${random.int(100, 999)}-${random.int(100, 999)}-${random.int(100, 999)}-000`,
    tin: null as string | null,
    openingBalance: '0.00',
    openingBalanceAsOf: formatDay(startDay),
    createdAt: new Date(manilaInstant(startDay + random.int(0, 400), random.float(8, 18))),
  };
  // The same registration written as RR 7-2024 prints a TIN: its branch code in five digits.
  row.tin = `${row.salesTaxRegistration.slice(0, 11)}-00000`;
  context.writer.add('clients', row);
  if (!context.buyers.has(company.companyId)) {
    const address = [row.address, row.city, row.province, row.zipCode, row.country].join(', ');
    context.buyers.set(company.companyId, { address, tin: row.tin });
  }
  return { id: row.id, person: { first, middle, last } };
}

/** A sign-in of the company's, given to one of its contacts (named as the contact) or, with none left, to nobody's. */
function addUser(
  context: Context,
  random: Random,
  company: Consignee & { companyId: number },
  contact: Contact | null,
  usernames: Set<string>,
  options: { passwordHash: string; startDay: Day },
): ClientUser {
  const { first, last } = contact?.person ?? person(random);
  const base = `${slug(first).slice(0, 1)}${slug(last)}`;
  let username = base;
  for (let n = 2; usernames.has(username); n++) username = `${base}${n}`;
  usernames.add(username);
  const span = Math.max(1, context.today - 30 - options.startDay);
  const createdAt = manilaInstant(options.startDay + Math.floor(random.next() ** 2 * span), random.float(8, 18));
  const id = context.writer.nextId('users');
  context.writer.add('users', {
    id,
    name: `${first} ${last}`,
    username,
    passwordHash: options.passwordHash,
    role: 'client',
    isActive: random.chance(0.95),
    companyId: company.companyId,
    clientId: contact?.id ?? null,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  });
  return { id, username, createdAt };
}

/** Office-hours sign-ins at `perWeek` on average, a few accounts going quiet, now and then a mistyped password. */
function signIns(context: Context, random: Random, user: ClientUser, perWeek: number, mayStop = true): void {
  const rate = Math.min(6, Math.max(0.05, perWeek)) / 5;
  const ips = [0, 1, 2].map(() => `${random.pick(ipBlocks)}.${random.int(0, 255)}.${random.int(1, 254)}`);
  const lastDay = mayStop && random.chance(0.15) ? dayOf(user.createdAt) + random.int(30, 900) : context.today;
  for (let day = dayOf(user.createdAt); day <= Math.min(lastDay, context.today); day++) {
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (!random.chance(weekday === 0 || weekday === 6 ? rate * 0.15 : rate)) continue;
    const at = manilaInstant(day, random.float(7.5, 18));
    if (at > context.now) break;
    const ip = random.chance(0.8) ? (ips[0] as string) : random.pick(ips);
    if (random.chance(0.05)) {
      for (let attempt = random.int(1, 3); attempt > 0; attempt--) {
        logIn(context, user.id, user.username, ip, false, at - attempt * 40_000);
      }
    }
    logIn(context, user.id, user.username, ip, true, at);
  }
}

/** Guessers trying names that do not exist. */
function failedStrangers(context: Context, random: Random, startDay: Day): void {
  for (let i = 0; i < 40; i++) {
    const at = manilaInstant(random.int(startDay, context.today - 1), random.float(0, 24));
    const ip = `${random.int(1, 223)}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
    logIn(context, null, random.pick(['admin1', 'test', 'user', 'root', 'billing']), ip, false, at);
  }
}

function logIn(context: Context, userId: number | null, username: string, ip: string, success: boolean, at: number) {
  context.writer.add('login_logs', {
    id: context.writer.nextId('login_logs'),
    userId: userId,
    username,
    ip,
    success,
    createdAt: new Date(at),
  });
}
