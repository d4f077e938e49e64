import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) with its default cost (docs/contract.md section 4). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (unknown email) it still spends the time of
 * one verification, so the answer's timing does not tell which emails have accounts.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
