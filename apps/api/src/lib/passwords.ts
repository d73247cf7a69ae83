import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** argon2id at OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane. */
const PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, PARAMS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified when the e-mail is unknown so that "no such user" takes as
 * long as "wrong password" and login timing does not reveal which accounts exist.
 */
export const createDummyHash = (): Promise<string> => hashPassword(randomBytes(16).toString('hex'));
