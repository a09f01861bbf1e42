import { type TokenPayload, tokenPayloadSchema } from '@portside/contracts/auth';
import type { Role } from '@portside/contracts/roles';
import { jwtVerify, SignJWT } from 'jose';

export const tokenLifetimeSeconds = 8 * 60 * 60;

/** Tokens already verified, so a signed-in user's requests skip the signature check (bounded; valid tokens only). */
const verifiedLimit = 10_000;

export function tokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TokenPayload>();
  return {
    /** A token of the session `sessionId` (the `sid` claim, checked against the sessions table on every call). */
    sign: (user: { id: number; role: Role }, sessionId: string) =>
      new SignJWT({ user_id: user.id, role: user.role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + tokenLifetimeSeconds)
        .sign(key),
    /** The payload of a valid, unexpired token, or null. */
    verify: async (token: string): Promise<TokenPayload | null> => {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = tokenPayloadSchema.safeParse(payload);
        if (!parsed.success) return null;
        if (verified.size >= verifiedLimit) verified.delete(verified.keys().next().value as string);
        verified.set(token, parsed.data);
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof tokenSigner>;
