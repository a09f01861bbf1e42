import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gateKeys } from '../../features/gate/api/keys';
import { operationKeys } from '../../features/operations/api/keys';
import { clearSession, setToken } from '../../lib/session';
import { vesselKeys } from '../../lib/vessels/keys';
import { fakeToken } from '../../test/mock-api';
import { LiveUpdates } from './live-updates';

/** GET /api/live answering these events, then staying open; what it was asked with is kept. */
function streamOf(text: string) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(url), headers: init?.headers as Record<string, string> });
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode(text)),
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

function renderLive(role: 'operation' | 'admin') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const key of [operationKeys.monitoring(7), operationKeys.monitoring(8), vesselKeys.schedule(), gateKeys.all]) {
    queryClient.setQueryData(key, { loaded: true });
  }
  render(
    <QueryClientProvider client={queryClient}>
      <LiveUpdates role={role} />
    </QueryClientProvider>,
  );
  return (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('LiveUpdates', () => {
  it("opens GET /api/live with the session's token and makes stale what a visit event names", async () => {
    const token = fakeToken('operation');
    setToken(token);
    const asked = streamOf('event: ready\nid: a.1\ndata: {}\n\nevent: visit\nid: a.2\ndata: {"workOrderId":7}\n\n');
    const stale = renderLive('operation');
    await waitFor(() => expect(stale(operationKeys.monitoring(7))).toBe(true));
    expect(stale(vesselKeys.schedule())).toBe(true);
    expect(stale(operationKeys.monitoring(8))).toBe(false);
    expect(stale(gateKeys.all)).toBe(false);
    expect(asked[0]?.url).toMatch(/\/api\/live$/);
    expect(asked[0]?.headers).toMatchObject({ Authorization: `Bearer ${token}`, Accept: 'text/event-stream' });
  });

  it('makes every BL page stale on a BL event, and everything on reset', async () => {
    setToken(fakeToken('operation'));
    streamOf('event: bl\nid: a.3\ndata: {"blIds":[4]}\n\n');
    const stale = renderLive('operation');
    await waitFor(() => expect(stale(gateKeys.all)).toBe(true));
    expect(stale(operationKeys.monitoring(8))).toBe(true);

    streamOf('event: reset\nid: a.4\ndata: {}\n\n');
    const afterReset = renderLive('operation');
    await waitFor(() => expect(afterReset(vesselKeys.schedule())).toBe(true));
  });

  it('opens nothing for a role that hears nothing, or without a session', async () => {
    setToken(fakeToken('admin'));
    const asked = streamOf('');
    renderLive('admin');
    clearSession();
    renderLive('operation');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
