import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';

function answer(body: BodyInit, type: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status: 200, headers: { 'Content-Type': type } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sent = (fetchMock: ReturnType<typeof answer>) => fetchMock.mock.calls[0] as unknown as [string, RequestInit];

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON in snake_case and reads camelCase', async () => {
    const fetchMock = answer('{"vessel_id": 3}', 'application/json');
    await expect(apiRequest('/x', { method: 'POST', body: { vesselId: 3 } })).resolves.toEqual({ vesselId: 3 });
    const [, init] = sent(fetchMock);
    expect(init.body).toBe('{"vessel_id":3}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as it is, letting the browser set the multipart boundary', async () => {
    const fetchMock = answer('{}', 'application/json');
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4']), 'manifest.pdf');
    await apiRequest('/upload', { method: 'POST', body: form });
    const [, init] = sent(fetchMock);
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('reads a file download as a blob', async () => {
    answer('%PDF-1.4 bytes', 'application/pdf');
    const blob = await apiRequest<Blob>('/file', { as: 'blob' });
    expect(await blob.text()).toBe('%PDF-1.4 bytes');
  });
});
