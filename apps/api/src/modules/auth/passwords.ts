import { hash, verify } from '@node-rs/argon2';

// 2 = Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const options = { algorithm: 2 as const };

export const hashPassword = (password: string) => hash(password, options);

// Compared against when the username is unknown, so both answers take the same time.
const decoy = hash('portside-decoy-password', options);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await decoy), password);
  } catch {
    return false;
  }
}
