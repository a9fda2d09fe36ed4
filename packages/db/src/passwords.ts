import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum settings: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The argon2id hash of a password, as staff.password_hash stores it. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether a password matches a stored hash; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
