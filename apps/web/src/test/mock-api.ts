import type { User } from '@portside/contracts/auth';
import type { Role } from '@portside/contracts/roles';
import { vi } from 'vitest';
import { setToken } from '../lib/session';

type Reply = { status?: number; body?: unknown };
/** A reply, or one given later (a call the page waits for). */
type Handler = (request: { url: URL; body: unknown; headers: Headers }) => Reply | Promise<Reply>;

/**
 * Replaces fetch for a component test: handlers by "METHOD /path" (without /api); anything else answers 404.
 * Returns the mock so a test can inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    // JSON bodies are read back; anything else (a FormData upload) is handed over as it was sent.
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const reply = (await handlers[key]?.({ url, body, headers: new Headers(init?.headers) })) ?? {
      status: 404,
      body: { detail: 'Not Found' },
    };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** An unsigned JWT: the web only decodes it (exp, role); the server verifies it. */
export function fakeToken(role: string, expiresInSeconds = 3600) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ user_id: 1, role, exp })}.signature`;
}

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Ada Admin',
    username: 'admin',
    role: 'admin',
    isActive: true,
    createdAt: '2025-01-15T08:30:00Z',
    companyId: null,
    companyName: null,
    ...overrides,
  };
}

/** Stores a token for the role and answers GET /auth/me with that user (the role as the server spells it). */
export function signIn(role: Role | string, handlers: Record<string, Handler> = {}, user: Partial<User> = {}) {
  setToken(fakeToken(role));
  return mockApi({ 'GET /auth/me': () => ({ body: { ...buildUser(user), role } }), ...handlers });
}
