import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import pLimit from 'p-limit';

/** argon2id at OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane. */
const PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash or verify holds 19 MiB while it runs, and libuv would run four at once: a flood of logins
 * lifted the server from 89 to 170 MB. Two cores compute at most two anyway, so the rest wait their
 * turn in a queue that costs a few bytes each, and throughput is the same.
 */
const oneAtATimePerCore = pLimit(2);

export const hashPassword = (password: string): Promise<string> => oneAtATimePerCore(() => hash(password, PARAMS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneAtATimePerCore(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified when the e-mail is unknown so that "no such user" takes as
 * long as "wrong password" and login timing does not reveal which accounts exist.
 */
export const createDummyHash = (): Promise<string> => hashPassword(randomBytes(16).toString('hex'));
