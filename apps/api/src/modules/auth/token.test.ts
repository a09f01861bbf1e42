import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenLifetimeSeconds, tokenSigner } from './token';

const sessionId = '0b7e7f4e-3f5c-4d5e-9c1a-2b3c4d5e6f70';
const secret = 'a-test-secret-that-is-long-enough-for-hs256';

afterEach(() => vi.useRealTimers());

describe('tokens', () => {
  it('verify their signature and claims, and refuse another secret or a changed byte', async () => {
    const token = await tokenSigner(secret).sign({ id: 7, role: 'admin' }, sessionId);
    expect(await tokenSigner(secret).verify(token)).toMatchObject({ user_id: 7, role: 'admin', sid: sessionId });
    expect(await tokenSigner(`${secret}!`).verify(token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature?.slice(0, -2)}${signature?.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokenSigner(secret).verify(forged)).toBeNull();
  });

  it('stop being accepted at their expiry, also once verified before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') });
    const signer = tokenSigner(secret);
    const token = await signer.sign({ id: 7, role: 'admin' }, sessionId);
    expect(await signer.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date(Date.now() + (tokenLifetimeSeconds + 1) * 1000));
    expect(await signer.verify(token)).toBeNull();
  });
});
