import type { Role } from '@portside/contracts/roles';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, monitoring, productivityTallies } from '../db/schema/index';
import type { Row } from '../demo/insert';
import { manifestPdf } from '../demo/manifest-pdf';
import { buildClientCompany, buildHandlers, manilaToday } from '../modules/dashboards/client/test/test-data';
import { buildTerminal, type Terminal } from '../modules/dashboards/kit/test/test-data';
import { asSent, itemRow } from '../modules/work-orders/test/test-data';
import { createTestApp, type TestApp, testPassword } from './app';
import {
  buildBillingInvoice,
  buildCompany,
  buildItem,
  buildShippingLine,
  buildUser,
  buildVessel,
  buildWorkOrder,
} from './factories';

/**
 * Spec point 7's calls, each walked through the real app and database as a role its route lets in, checked for the
 * fields spec point 3 names for what it answers (docs/domain.md "The spec's names beside richer ones"). A field is
 * carried when its key is there (null is a value); `['a', 'b']` is the spec's "a or b". Richer fields may stand
 * beside them.
 */

type Field = string | readonly string[];
/** Where the records are: a path of keys, `[]` after a key for each element of its list (`''`: the body itself). */
type Where = string | ((body: unknown) => unknown[]);
type Check = readonly [where: Where, fields: readonly Field[]];
type Call = {
  /** As spec point 7 writes it. */
  call: string;
  request: () => Promise<Omit<InjectOptions, 'url' | 'method'> & { method: 'GET' | 'POST' | 'PATCH'; url: string }>;
  checks: readonly Check[];
  /** A new user of the role makes the call (a change of one's credentials ends one's sessions). */
  freshUser?: boolean;
};

let t: TestApp;
let terminal: Terminal;
const headersOf = new Map<Role, Record<string, string>>();
const made = {
  visitId: 0,
  visitVesselId: 0,
  monitoringId: 0,
  clientCompanyId: 0,
  kindId: 0,
  lineId: 0,
  shippingAgentId: 0,
  vesselId: 0,
  ourStevedoring: 0,
  ourArrastre: 0,
};
const today = manilaToday();
const currentYear = Number(today.slice(0, 4));
const dayMs = 86_400_000;
const hourMs = 3_600_000;
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
let serial = 0;
const unique = () => `${Date.now().toString(36)}${++serial}`;

const user = ['id', 'name', 'username', 'role', 'isActive', 'createdAt'];
const company = ['id', 'name', 'kindId', 'kindName', 'isClient'];
const client = [
  'id',
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'companyId',
  'companyNameDisplay',
  'companyKindNameDisplay',
  'email',
  'mobileNumber',
  'fax',
  'other',
  'website',
  'address',
  'city',
  'province',
  'zipCode',
  'country',
  'isShippingAddressSameToBilling',
  'paymentMethod',
  'terms',
  'deliveryOptions',
  'language',
  'salesTaxRegistration',
  'openingBalance',
  'openingBalanceAsOf',
];
const shippingLine = ['slId', 'name', 'createdAt'];
const shippingAgent = ['name', ['slId', 'sl_id']];
const vessel = ['id', 'name', 'voyageNumber', 'shippingAgent', 'createdAt'];
const vesselOption = ['id', 'name', 'voyageNumber'];
const workOrder = ['id', 'vesselId', 'status', 'owner', 'type', 'arrivalDate', 'number'];
const workOrderListed = [...workOrder, 'vessel', 'vesselType'];
const workOrderItem = [
  'itemId',
  'woId',
  'blNo',
  'marksAndNumbers',
  'shipper',
  'consignee',
  'noPackages',
  'description',
  'grossWeight',
  'cbmSo',
  'stevedoring',
  'arrastre',
  'subItems',
];
const subItem = ['vehicleMaker', 'vehicleModel', 'chassisNo', 'lengthCm', 'widthCm', 'heightCm', 'cbm'];
const parsedRow = [
  'blNo',
  'marksAndNumbers',
  'shipper',
  'consignee',
  'noOfPackages',
  'contents',
  'grossWeightKilos',
  'measurementCubicFeet',
  'stevedoring',
  'arrastre',
  'suggestedConsignee',
  'matchScore',
];
const vesselItem = [
  'id',
  'blNo',
  'marksAndNumbers',
  'shipper',
  'consignee',
  'noPackages',
  'description',
  'cbmSo',
  'grossWeight',
  'stevedoring',
  'arrastre',
];
const delay = ['id', 'reason', 'notes', 'fromTime', 'toTime', 'totalDelay'];
const monitoringRecord = [
  'id',
  'timeOfBerth',
  'timeOfDeparture',
  'berthLocation',
  'pier',
  'targetMovesPerHour',
  'noGang',
  'breakDurationHours',
  'actualTimeOfArrival',
  'totalMoves',
  'targetCompletionTime',
  'firstMoveTime',
  'estimatedCompletionTime',
  'balanceToMove',
  'lastMoveTime',
  'actualMovesPerHour',
];
const billingInvoice = ['id', 'invoiceNumber', 'blNo', 'billingDate', 'itemId', 'vesselName', 'voyageNo', 'createdAt'];
const officialReceipt = ['id', 'orNumber', 'dateIssued', 'invoiceNumbers'];
const clearance = ['id', 'blNo', 'clearanceNumber', 'clearanceDate', 'createdAt'];
const scheduleRow = [
  'vesselName',
  'arrivalDate',
  'firstMove',
  'berthLocation',
  'percentDone',
  'totalStevedoring',
  'totalArrastre',
  'timeOfDeparture',
];
const publicScheduleRow = [
  'vesselName',
  'packages',
  'arrivalDate',
  'totalArrastre',
  'totalStevedoring',
  'firstMove',
  'remainingArrastre',
  'remainingStevedoring',
  'latestUpdate',
];
const reportTotals = ['totalCbm', 'netTotalAmount'];
const clientItem = [
  'id',
  'timeOfBerth',
  'handledAt',
  'vesselName',
  'voyageNo',
  'consignee',
  'blNo',
  'type',
  'noPackages',
  'cbmSo',
  'grossWeight',
  'orNumber',
  'invoiceNumber',
  ['billingDate', 'invoiceDate'],
  'clearanceNumber',
  'gateOutAt',
  'dwellDays',
  'invoiceAging',
  'arrivalDate',
];
const trackingResult = [
  'id',
  'blNo',
  'vesselName',
  'voyageNo',
  'description',
  'consignee',
  'shipper',
  'noPackages',
  'cbmSo',
  'grossWeight',
  'arrivalDate',
  'timeOfBerth',
  'handledAt',
  'gateOutAt',
  'stevedoring',
  'arrastre',
];
const competitor = ['name', ['totalVolume', 'volume'], 'packages'];
const consigneeRow = [['consignee', 'name'], 'totalVolume', ['totalPackages', 'packages']];
const agentRow = [['shippingAgent', 'agent'], 'totalVolume', 'totalPackages'];
const blRow = ['id', 'blNo', 'vesselName', 'voyageNumber', 'volume', 'packages', 'description'];
const monthFigures = ['month', 'bls', 'cbm'];

/** Spec 7's "list or object with items, rows or data": the bare list, or the first of those keys that is a list. */
const listOrObjectWith =
  (...keys: string[]) =>
  (body: unknown): unknown[] => {
    if (Array.isArray(body)) return body;
    const object = (body ?? {}) as Record<string, unknown>;
    const key = keys.find((candidate) => Array.isArray(object[candidate]));
    return key ? (object[key] as unknown[]) : [];
  };

/** The records at `where` in the body, with why there are none. */
function recordsAt(body: unknown, where: Where): { records: unknown[]; missing?: string } {
  if (typeof where === 'function') return { records: where(body) };
  let records: unknown[] = [body];
  for (const segment of where ? where.split('.') : []) {
    const list = segment.endsWith('[]');
    const key = list ? segment.slice(0, -2) : segment;
    const next: unknown[] = [];
    for (const record of records) {
      const value = (record ?? {}) as Record<string, unknown>;
      if (!(key in value)) return { records: [], missing: `no ${key}` };
      if (!list) next.push(value[key]);
      else if (!Array.isArray(value[key])) return { records: [], missing: `${key} is not a list` };
      else next.push(...(value[key] as unknown[]));
    }
    records = next;
  }
  return { records };
}

const fieldMissing = (record: unknown, field: Field) => {
  if (record === null || typeof record !== 'object') return true;
  const names = typeof field === 'string' ? [field] : field;
  return !names.some((name) => name in record);
};

/** The token's payload (spec 3: user_id, role, exp), read without checking its signature. */
const tokenPayload = (body: unknown) => {
  const token = String((body as { accessToken?: unknown }).accessToken ?? '');
  const payload = token.split('.')[1];
  return payload ? [JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))] : [];
};

const encoded = encodeURIComponent;
const range = 'start=2024-01-01&end=2026-12-31';
const competitorName = 'Harbor Star Stevedoring';
const consigneeKey = 'name:ACME TRADING';
const get = (url: string) => async () => ({ method: 'GET' as const, url });
const post = (url: string, payload: () => object | Promise<object>) => async () => ({
  method: 'POST' as const,
  url,
  payload: asSent(await payload()),
});

/** An unbilled BL of ours (the settings' operators on both sides) arriving this month on a new visit. */
async function ourBl() {
  const vesselId = (await buildVessel(t.db)).id;
  const workOrder = await buildWorkOrder(t.db, { vesselId, arrivalDate: dayFromToday(-3), status: 'final' });
  const item = await buildItem(t.db, {
    workOrderId: workOrder.id,
    stevedoringId: made.ourStevedoring,
    arrastreId: made.ourArrastre,
  });
  return { item, vesselId };
}

const calls: Call[] = [
  {
    call: 'POST /auth/login',
    request: async () => {
      const { username } = await buildUser(t.db, { role: 'finance' });
      return { method: 'POST', url: '/api/auth/login', payload: { username, password: testPassword } };
    },
    checks: [
      ['', ['accessToken']],
      [tokenPayload, ['user_id', 'role', 'exp']],
    ],
  },
  { call: 'GET /auth/me', request: get('/api/auth/me'), checks: [['', ['name', 'role']]] },
  { call: 'GET /users/', request: get('/api/users/'), checks: [['data[]', user]] },
  {
    call: 'POST /auth/register',
    request: post('/api/auth/register', () => ({
      name: 'Contract User',
      username: `contract-${unique()}`,
      password: 'a long enough password',
      department: 'finance',
    })),
    checks: [],
  },
  {
    call: 'POST /users/users/me/change-password',
    request: post('/api/users/users/me/change-password', () => ({
      currentPassword: testPassword,
      newPassword: 'another long password',
    })),
    checks: [],
    freshUser: true,
  },
  {
    call: 'POST /users/users/me/change-login',
    request: post('/api/users/users/me/change-login', () => ({
      currentPassword: testPassword,
      newLogin: `login-${unique()}`,
    })),
    checks: [],
    freshUser: true,
  },
  { call: 'GET /companies/', request: get('/api/companies/'), checks: [['data[]', company]] },
  {
    call: 'POST /companies/',
    request: post('/api/companies/', () => ({ name: `Contract Co ${unique()}`, kindId: made.kindId, isClient: true })),
    checks: [['', company]],
  },
  {
    call: 'GET /companies/company-names',
    request: get('/api/companies/company-names'),
    checks: [['data[]', ['companiesId', 'name']]],
  },
  {
    call: 'GET /companies/shipping-agents',
    request: get('/api/companies/shipping-agents'),
    checks: [['data[]', shippingAgent]],
  },
  { call: 'GET /kinds-of-company/', request: get('/api/kinds-of-company/'), checks: [['data[]', ['id', 'name']]] },
  { call: 'GET /clients/', request: get('/api/clients/'), checks: [['data[]', client]] },
  {
    call: 'POST /clients/',
    request: post('/api/clients/', () => ({
      firstName: 'Lara',
      lastName: 'Reyes',
      email: `lara.${unique()}@example.ph`,
      mobileNumber: '09181234567',
      companyId: made.clientCompanyId,
    })),
    checks: [['', client]],
  },
  {
    call: 'GET /analytics/login-logs/clients/count',
    request: get('/api/analytics/login-logs/clients/count'),
    checks: [
      ['', ['start', 'end', 'total', 'items']],
      ['items[]', ['userId', 'username', 'name', 'lastLoginAt', 'count']],
    ],
  },
  { call: 'GET /shipping-lines/', request: get('/api/shipping-lines/'), checks: [['data[]', shippingLine]] },
  {
    call: 'POST /shipping-lines/',
    request: post('/api/shipping-lines/', () => ({ name: `Contract Line ${unique()}` })),
    checks: [['', shippingLine]],
  },
  {
    call: 'POST /shipping-agents/',
    request: post('/api/shipping-agents/', () => ({ slId: made.lineId, name: `Contract Agency ${unique()}` })),
    checks: [['', shippingAgent]],
  },
  { call: 'GET /vessels/', request: get('/api/vessels/'), checks: [['data[]', vessel]] },
  { call: 'GET /vessels/completed', request: get('/api/vessels/completed'), checks: [['data[]', vesselOption]] },
  {
    call: 'POST /vessels/',
    request: post('/api/vessels/', () => ({
      name: `MV Contract ${unique()}`,
      voyageNumber: 'C.1',
      companyId: made.shippingAgentId,
    })),
    checks: [['', vessel]],
  },
  {
    call: 'GET /vessels/{id}/items',
    request: async () => get(`/api/vessels/${made.visitVesselId}/items`)(),
    checks: [['data[]', vesselItem]],
  },
  {
    call: 'POST /pdf-converter/convert-pdf-to-json/',
    request: async () => {
      const rows = [1, 2].map((n) => ({
        blNo: `PDF-${n}`,
        marksAndNumbers: `MARKS ${n}`,
        shipper: 'Baosteel Trading Co.',
        consignee: 'ALPHA FOODS CORP',
        noPackages: 3 * n,
        description: 'STEEL COILS',
        grossWeight: '2500.000',
        cbm: '4.250',
        stevedoringId: made.ourStevedoring,
        arrastreId: made.ourArrastre,
      }));
      const pdf = manifestPdf(
        { vessel: 'MV CONTRACT', voyage: 'C.9', arrival: '2026-03-01', line: 'CONTRACT LINE' },
        rows as unknown as Row<'items'>[],
        new Map([
          [made.ourStevedoring, 'PORTSIDE TERMINAL SERVICES INC.'],
          [made.ourArrastre, 'PORTSIDE TERMINAL SERVICES INC.'],
        ]),
      );
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'manifest.pdf');
      return {
        method: 'POST',
        url: `/api/pdf-converter/convert-pdf-to-json/?vessel_id=${made.vesselId}`,
        payload: form,
      };
    },
    checks: [
      ['', ['status', 'data']],
      ['data[]', parsedRow],
    ],
  },
  { call: 'GET /cargo-handlers/', request: get('/api/cargo-handlers/'), checks: [['data[]', ['name', 'type']]] },
  { call: 'GET /description/', request: get('/api/description/'), checks: [['data[]', ['content']]] },
  { call: 'GET /consignees/', request: get('/api/consignees/'), checks: [['data[]', ['consignee']]] },
  {
    call: 'POST /work-orders',
    request: post('/api/work-orders', () => ({ vesselId: made.vesselId, arrivalDate: dayFromToday(5) })),
    checks: [['', workOrder]],
  },
  {
    call: 'POST /items',
    request: async () => {
      const { id } = await buildWorkOrder(t.db, { vesselId: made.vesselId, arrivalDate: dayFromToday(6) });
      return post('/api/items', () => [{ ...itemRow(`CONTRACT-${unique()}`), woId: id }])();
    },
    checks: [['data[]', workOrderItem]],
  },
  {
    call: 'GET /work-orders',
    request: get('/api/work-orders'),
    checks: [
      ['data[]', workOrderListed],
      ['data[].vessel', ['id', 'name', 'voyageNumber', 'shippingAgent']],
    ],
  },
  {
    call: 'GET /work-orders/{id}',
    request: async () => get(`/api/work-orders/${made.visitId}`)(),
    checks: [['', workOrderListed]],
  },
  {
    call: 'GET /work-orders/{id}/items',
    request: async () => get(`/api/work-orders/${made.visitId}/items`)(),
    checks: [
      ['data[]', workOrderItem],
      ['data[].subItems[]', subItem],
    ],
  },
  {
    call: 'GET /work-orders/{id}/delays',
    request: async () => get(`/api/work-orders/${made.visitId}/delays`)(),
    checks: [['data[]', delay]],
  },
  {
    call: 'POST /work-orders/{id}/delays',
    request: async () =>
      post(`/api/work-orders/${made.visitId}/delays`, () => ({
        reason: 'Crane repair',
        notes: 'Gang 2 stood by',
        fromTime: new Date(Date.now() - 2 * hourMs).toISOString(),
        toTime: new Date(Date.now() - hourMs).toISOString(),
      }))(),
    checks: [['', delay]],
  },
  {
    call: 'GET /work-orders/{id}/productivity-logs',
    request: async () => get(`/api/work-orders/${made.visitId}/productivity-logs`)(),
    checks: [['data[]', ['hourRange', 'gang']]],
  },
  {
    call: 'GET /monitoring/work-order/{id}',
    request: async () => get(`/api/monitoring/work-order/${made.visitId}`)(),
    checks: [['', monitoringRecord]],
  },
  {
    call: 'PATCH /monitoring/{id}',
    request: async () => ({
      method: 'PATCH',
      url: `/api/monitoring/${made.monitoringId}`,
      payload: asSent({ pier: 'Pier 5', noGang: 2 }),
    }),
    checks: [['', monitoringRecord]],
  },
  {
    call: 'GET /billing-invoices/no-or/',
    request: get('/api/billing-invoices/no-or/'),
    checks: [['data[]', billingInvoice]],
  },
  { call: 'GET /billing-invoices/', request: get('/api/billing-invoices/'), checks: [['data[]', billingInvoice]] },
  {
    call: 'POST /billing-invoices/',
    request: async () => {
      const { item } = await ourBl();
      return post('/api/billing-invoices/', () => ({
        invoiceNumber: `SI-CONTRACT-${unique()}`,
        billingDate: today,
        itemId: item.id,
      }))();
    },
    checks: [['', billingInvoice]],
  },
  {
    call: 'POST /official-receipts/',
    request: async () => {
      const { item } = await ourBl();
      const invoice = await buildBillingInvoice(t.db, { itemId: item.id, billingDate: today }, [
        { category: 'stevedoring', amount: '150.00' },
      ]);
      return post('/api/official-receipts/', () => ({
        orNumber: `OR-CONTRACT-${unique()}`,
        dateIssued: today,
        billingInvoiceIds: [invoice.id],
      }))();
    },
    checks: [['', officialReceipt]],
  },
  {
    call: 'GET /official-receipts/',
    request: get('/api/official-receipts/'),
    checks: [['data[]', officialReceipt]],
  },
  { call: 'GET /clearances/', request: get('/api/clearances/'), checks: [['data[]', clearance]] },
  {
    call: 'POST /clearances/',
    request: async () => {
      const { item, vesselId } = await ourBl();
      return post('/api/clearances/', () => ({
        clearanceNumber: `CL-CONTRACT-${unique()}`,
        itemId: item.id,
        vesselId,
      }))();
    },
    checks: [['', clearance]],
  },
  {
    call: 'GET /vessel-schedule/dashboard',
    request: get('/api/vessel-schedule/dashboard'),
    checks: [
      ['arriving[]', scheduleRow],
      ['ongoing[]', scheduleRow],
      ['completed[]', scheduleRow],
    ],
  },
  { call: 'GET /vessel-schedule/', request: get('/api/vessel-schedule/'), checks: [['data[]', publicScheduleRow]] },
  {
    call: 'GET /reports/overview',
    request: get('/api/reports/overview?year=2025'),
    checks: [
      ['data.summary[]', ['name', 'monthlyData']],
      ['data.summary[].monthlyData[]', ['month', 'volume']],
    ],
  },
  {
    call: 'GET /reports/stevedoring-summary',
    request: get('/api/reports/stevedoring-summary?year=2025'),
    checks: [
      ['data[]', ['shippingAgent', 'totalCbm', 'totalPackages', 'date']],
      ['summary', reportTotals],
    ],
  },
  {
    call: 'GET /reports/arrastre-summary',
    request: get('/api/reports/arrastre-summary?year=2025'),
    checks: [
      ['data[]', ['consignee', 'totalCbm', 'totalPackages']],
      ['summary', reportTotals],
    ],
  },
  {
    call: 'GET /reports/net',
    request: get('/api/reports/net?year=2025'),
    checks: [
      ['data[]', ['netAmount']],
      ['summary', reportTotals],
    ],
  },
  {
    call: 'GET /reports/description-summary',
    request: get('/api/reports/description-summary?year=2025'),
    checks: [['data[]', ['description', 'totalCbm']]],
  },
  {
    call: 'GET /reports/shipping-agents/{agent}/vessels',
    request: async () => get(`/api/reports/shipping-agents/${terminal.agents[0]?.id}/vessels?year=2025`)(),
    checks: [
      ['', ['vessels', 'totalPackages', 'totalCbm']],
      ['vessels[]', ['vesselName', 'voyageNo', 'totalPackages', 'totalCbm']],
    ],
  },
  {
    call: 'GET /reports/consignees/{consignee}/items',
    request: get(`/api/reports/consignees/${encoded(consigneeKey)}/items?from_year=2024&to_year=2026`),
    checks: [
      ['', ['data', 'count', 'totalPackages', 'totalCbm']],
      ['data[]', ['blNo', 'noPackages', 'cbmSo']],
    ],
  },
  {
    call: 'GET /client/year-comparison/{year1}/{year2}',
    request: get(`/api/client/year-comparison/${currentYear}/${currentYear - 1}`),
    checks: [
      ['', ['year1', 'year2', 'data1', 'data2']],
      ['data1[]', ['month', 'volume']],
      ['data2[]', ['month', 'volume']],
    ],
  },
  { call: 'GET /client/items', request: get('/api/client/items?view=all'), checks: [['data[]', clientItem]] },
  {
    call: 'GET /client/cbm-summary/{year}',
    request: get(`/api/client/cbm-summary/${currentYear}`),
    checks: [['months[]', ['month', 'paidCbm', 'arCbm']]],
  },
  {
    call: 'GET /client/cargo-volume/{year}',
    request: get(`/api/client/cargo-volume/${currentYear}`),
    checks: [['types[]', ['type', 'volume']]],
  },
  {
    call: 'GET /items/search-bl',
    request: get('/api/items/search-bl?bl_no=BL-1-0'),
    checks: [['data[]', trackingResult]],
  },
  {
    call: 'GET /analytics/performance',
    request: get(`/api/analytics/performance?group_by=stevedoring&${range}`),
    checks: [['data[]', competitor]],
  },
  {
    call: 'GET /analytics/competitors/{name}/consignees',
    request: get(`/api/analytics/competitors/${encoded(competitorName)}/consignees?${range}`),
    checks: [['data[]', consigneeRow]],
  },
  {
    call: 'GET /analytics/competitors/{name}/consignees/{consignee}/bls',
    request: get(
      `/api/analytics/competitors/${encoded(competitorName)}/consignees/${encoded(consigneeKey)}/bls?${range}`,
    ),
    checks: [
      [listOrObjectWith('items', 'rows', 'data'), blRow],
      ['', ['nextCursor']],
    ],
  },
  {
    call: 'GET /analytics/competitors/{name}/consignees/{consignee}/packages-by-description',
    request: get(
      `/api/analytics/competitors/${encoded(competitorName)}/consignees/${encoded(consigneeKey)}/packages-by-description?${range}`,
    ),
    checks: [['items[]', ['label', 'packages']]],
  },
  {
    call: 'GET /analytics/competitors/{name}/shipping-agents',
    request: get(`/api/analytics/competitors/${encoded(competitorName)}/shipping-agents?${range}`),
    checks: [['data[]', agentRow]],
  },
  {
    call: 'GET /analytics/competitor-contributors',
    request: get(`/api/analytics/competitor-contributors?${range}`),
    checks: [
      [
        'contributors[]',
        [
          ['name', 'consignee', 'customer', 'client'],
          ['cbm', 'value', 'total'],
        ],
      ],
    ],
  },
  {
    call: 'GET /analytics/competitors/performance/monthly',
    request: get('/api/analytics/competitors/performance/monthly?year=2025'),
    checks: [
      ['', ['arrastre', 'stevedoring']],
      ['arrastre[]', ['name', 'monthlyData']],
      ['stevedoring[]', ['name', 'monthlyData']],
    ],
  },
  {
    call: 'GET /analytics/financials/summary',
    request: get('/api/analytics/financials/summary?year=2025'),
    checks: [
      ['paid.months[]', monthFigures],
      ['receivable.months[]', monthFigures],
    ],
  },
  {
    call: 'GET /analytics/items/receivable',
    request: get('/api/analytics/items/receivable?year=2025'),
    checks: [['items[]', clientItem]],
  },
  {
    call: 'GET /analytics/consignees/',
    request: get(`/api/analytics/consignees/?${range}`),
    checks: [[listOrObjectWith('items'), consigneeRow]],
  },
  {
    call: 'GET /analytics/consignees/{consignee}/competitors',
    request: get(`/api/analytics/consignees/${encoded(consigneeKey)}/competitors?${range}`),
    checks: [['data[]', competitor]],
  },
  {
    call: 'GET /analytics/trend/summary',
    request: get('/api/analytics/trend/summary?query=monthly&year=2026&month=3&by=both'),
    checks: [
      ['', ['status', 'data', 'message']],
      ['data', ['target', 'actual', 'projected', 'remainingDays', 'targetPerRemainingDay']],
    ],
  },
];

/** The route of a method and URL as the app registered it (the one with fewest parameters when several match). */
function routeOf(method: string, url: string) {
  const path = (url.split('?')[0] ?? '').replace(/\/$/, '');
  const matching = t.app.routeTable.filter((route) => {
    if (route.method !== method) return false;
    const pattern = route.url.replace(/\/$/, '').replace(/:[^/]+/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  });
  return matching.sort((a, b) => a.url.split(':').length - b.url.split(':').length)[0];
}

/** A client user of the client company, signed in (the portal reads that company's BLs). */
async function signInClient() {
  const { username } = await buildUser(t.db, { role: 'client', companyId: made.clientCompanyId });
  const login = await t.login(username);
  return { authorization: `Bearer ${login.json().accessToken}` };
}

async function headersFor(role: Role, fresh: boolean) {
  if (!fresh && headersOf.has(role)) return headersOf.get(role) as Record<string, string>;
  const headers = role === 'client' ? await signInClient() : (await t.signIn(role)).headers;
  if (!fresh) headersOf.set(role, headers);
  return headers;
}

/**
 * The data the calls read: the reports' small terminal (2024 to 2026), a client company with its BLs over six years
 * up to today, the registries, a visit of today with vehicle sub-items, a delay and tallies, and the schedule's three
 * groups around today; the settings name our operators, tariffs and the seller, so that an invoice can be issued.
 */
beforeAll(async () => {
  t = await createTestApp();
  terminal = await buildTerminal(t.db);
  const company = await buildClientCompany(t.db, 'Contract Hardware', 24, today);
  made.clientCompanyId = company.company.id;
  const ours = await buildHandlers(t.db);
  made.ourStevedoring = ours.ourStevedoring;
  made.ourArrastre = ours.ourArrastre;
  const admin = await headersFor('admin', false);
  const settings = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: admin,
    payload: asSent({
      ownOperators: ['Portside Terminal Services Inc.', 'AITSI'],
      timeZone: 'Asia/Manila',
      tariffs: ['stevedoring', 'arrastre'].map((category) => ({
        category,
        basis: 'cbm',
        ratePerCbm: '100.00',
        vatPercent: '12.00',
        effectiveFrom: '2020-01-01',
      })),
      targets: [],
      registeredName: 'PORTSIDE TERMINAL SERVICES INC.',
      registeredAddress: 'Pier 3, North Harbor, Manila',
      tin: '000-123-456-00000',
      vatRegistered: true,
    }),
  });
  expect(settings.statusCode, settings.body).toBe(200);

  made.kindId = (await buildCompany(t.db, { name: `Contract Importer ${unique()}` })).kindId;
  await t.db.insert(clients).values({
    firstName: 'Ana',
    lastName: 'Cruz',
    companyId: made.clientCompanyId,
    email: 'ana.cruz@example.ph',
    mobileNumber: '09171234567',
  });
  made.lineId = (await buildShippingLine(t.db)).id;
  const vessel = await buildVessel(t.db, { name: 'MV Contract Pier' });
  made.vesselId = vessel.id;
  made.shippingAgentId = vessel.shippingAgentId;

  // Today's visit as commercial and operation record it: items (one with vehicle sub-items), a delay, tallies.
  const commercial = await headersFor('commercial', false);
  const operation = await headersFor('operation', false);
  const visitVessel = await buildVessel(t.db, { name: 'MV Contract Visit' });
  made.visitVesselId = visitVessel.id;
  const send = async (headers: Record<string, string>, method: 'POST', url: string, payload: unknown) => {
    const response = await t.app.inject({ method, url, headers, payload: asSent(payload as object) });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const visit = await send(commercial, 'POST', '/api/work-orders', {
    vesselId: visitVessel.id,
    arrivalDate: dayFromToday(-1),
  });
  made.visitId = visit.id;
  const vehicle = (n: number) => ({
    vehicleMaker: 'Toyota',
    vehicleModel: 'Hilux',
    chassisNo: `CH-${n}`,
    lengthCm: 530,
    widthCm: 185,
    heightCm: 181,
    cbm: 17.76,
  });
  await send(commercial, 'POST', '/api/items', [
    {
      ...itemRow('CONTRACT-CARS', { noPackages: 2, description: 'MOTOR VEHICLES', arrastre: 'AITSI' }),
      woId: visit.id,
      subItems: [vehicle(1), vehicle(2)],
    },
  ]);
  await send(operation, 'POST', `/api/work-orders/${visit.id}/delays`, {
    reason: 'Rain',
    fromTime: new Date(Date.now() - 5 * hourMs).toISOString(),
    toTime: new Date(Date.now() - 4 * hourMs).toISOString(),
  });
  const hour = new Date(Math.floor((Date.now() - 3 * hourMs) / hourMs) * hourMs).toISOString();
  await send(operation, 'POST', `/api/work-orders/${visit.id}/productivity-logs`, {
    hourStart: hour,
    gang: 1,
    moves: 1,
  });
  const [record] = await t.db.select().from(monitoring).where(eq(monitoring.workOrderId, visit.id));
  made.monitoringId = record?.id ?? 0;

  // The schedule's groups: a visit to come, one worked (our cargo still on board), one departed (completed).
  const scheduled = async (arrival: number) => {
    const workOrder = await buildWorkOrder(t.db, {
      vesselId: (await buildVessel(t.db)).id,
      arrivalDate: dayFromToday(arrival),
      status: 'final',
    });
    await buildItem(t.db, {
      workOrderId: workOrder.id,
      cbm: '12.000',
      stevedoringId: made.ourStevedoring,
      arrastreId: made.ourArrastre,
    });
    return workOrder.id;
  };
  await scheduled(3);
  const worked = await scheduled(-1);
  const departed = await scheduled(-2);
  for (const workOrderId of [worked, departed]) {
    const hourStart = new Date(Math.floor((Date.now() - 6 * hourMs) / hourMs) * hourMs);
    await t.db.insert(productivityTallies).values({ workOrderId, hourStart, gang: 1, moves: 4 });
  }
  await send(operation, 'POST', `/api/work-orders/${departed}/departure`, {
    timeOfDeparture: new Date(Date.now() - hourMs).toISOString(),
  });

  // A client's sign-in, counted by the login log.
  await headersFor('client', false);
}, 120_000);
afterAll(() => t?.close());

describe("spec 7's calls answer spec 3's fields", () => {
  it.each(calls)('$call', async ({ call, request, checks, freshUser = false }) => {
    const options = await request();
    const route = routeOf(options.method, options.url);
    expect(route, `${call}: no route answers ${options.method} ${options.url}`).toBeDefined();
    const role = route?.access.roles?.[0] ?? 'admin';
    const headers = await headersFor(role, freshUser);
    const response = await t.app.inject({ ...options, headers: { ...options.headers, ...headers } });
    expect(response.statusCode, `${call} as ${role}: ${response.body.slice(0, 500)}`).toBeLessThan(300);
    const body = response.body ? response.json() : null;
    for (const [where, fields] of checks) {
      const at = typeof where === 'string' ? where || 'the body' : where.name || 'the list';
      const { records, missing } = recordsAt(body, where);
      expect(missing, `${call}: ${at}`).toBeUndefined();
      expect(records.length, `${call}: no records at ${at}, so nothing is proved`).toBeGreaterThan(0);
      for (const record of records) {
        const absent = fields
          .filter((field) => fieldMissing(record, field))
          .map((field) => [field].flat().join(' or '));
        expect(absent, `${call}: ${at} lacks`).toEqual([]);
      }
    }
  });

  it('walks every call of spec 7 once', () => {
    const names = calls.map(({ call }) => call);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(68);
  });
});
