import { reportMessages } from '@portside/contracts/reports';
import { camelCase, snakeCase } from 'change-case/keys';
import type { z } from 'zod';
import { clearSession, getToken } from './session';

const basePath = '/api';
const timeoutMs = 10_000;

export type ApiErrorBody = { detail?: unknown; message?: unknown } | null;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON (keys sent in snake_case), or FormData sent as it is (a multipart upload). */
  body?: unknown;
  /** 'blob' reads a file download instead of JSON. */
  as?: 'json' | 'blob';
  signal?: AbortSignal;
  /** false for calls made without a session (sign-in): a 401 then does not end the session. */
  auth?: boolean;
  /** A token to use instead of the stored one (sign-in loads the user before storing its token). */
  token?: string;
  /** A call that may take longer than the 10 s of spec 7 (a scan's OCR), bounded by the server's own limits. */
  timeoutMs?: number;
  /** The version of the record a correction started from (If-Match): the server refuses it (409) once it moved on. */
  ifMatch?: string;
  /** The key of an entry typed on this device (Idempotency-Key): sent again, it is refused (409), not recorded twice. */
  entryKey?: string;
};

/** Until when reads ask for fresh data (a live event said something changed): no copy, no read replica. */
let freshUntil = 0;

/**
 * The reads of the next moments ask for fresh data (Cache-Control: no-cache): neither the browser's copy (the public
 * schedule is cached for seconds) nor the read replica, which may not have replayed the change yet, answers them.
 */
export function askFresh(ms = 3000) {
  freshUntil = Date.now() + ms;
}

function buildUrl(path: string, query?: Query) {
  const params = new URLSearchParams();
  const snake = (query ? snakeCase(query) : {}) as Query;
  for (const [key, value] of Object.entries(snake)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${basePath}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The one API client (spec 7): snake_case out, camelCase in, bearer token, 10 s timeout, 401 ends the session. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, auth = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? getToken();
  if (auth && token) headers.Authorization = `Bearer ${token}`;
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['If-Match'] = `"${options.ifMatch}"`;
  if (options.entryKey !== undefined) headers['Idempotency-Key'] = options.entryKey;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? timeoutMs);
  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    ...(method === 'GET' && Date.now() < freshUntil ? { cache: 'no-store' as const } : {}),
    body: body === undefined ? undefined : form ? body : JSON.stringify(snakeCase(body, Infinity)),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (response.ok && options.as === 'blob') return (await response.blob()) as T;
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && auth) clearSession();
    throw new ApiError(response.status, data && typeof data === 'object' ? (data as ApiErrorBody) : null);
  }
  return camelCase(data, Infinity) as T;
}

/** An answer not of its contract's shape (spec 8: "Invalid response format"). */
export class ReportFormatError extends Error {
  constructor() {
    super(reportMessages.invalidResponse);
    this.name = 'ReportFormatError';
  }
}

/** A GET of the API (`path` from its root, its parts already encoded), its answer checked against its schema. */
export async function getChecked<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  query: Query = {},
  signal?: AbortSignal,
): Promise<z.infer<Schema>> {
  const parsed = schema.safeParse(await apiRequest<unknown>(path, { query, signal }));
  if (!parsed.success) throw new ReportFormatError();
  return parsed.data;
}
