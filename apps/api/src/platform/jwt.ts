import { SignJWT, jwtVerify } from 'jose';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

const ISSUER = 'huerta-baja';
const AUDIENCE = 'huerta-baja-web';
const ALG = 'HS256';

export interface SessionClaims {
  userId: number;
  tokenVersion: number;
}

/** A verified token's claims and when it expires (epoch seconds). */
export interface VerifiedClaims extends SessionClaims {
  exp: number;
}

/** The configured secret, or one generated once and kept beside the SQLite file (never in production). */
export function resolveJwtSecret(configured: string | undefined, databasePath: string | null): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  if (databasePath === null) throw new Error('JWT_SECRET es obligatorio con PostgreSQL.');
  const file = `${databasePath}.jwt-secret`;
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function createTokens(secret: Uint8Array) {
  return {
    sign: ({ userId, tokenVersion }: SessionClaims): Promise<string> =>
      new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('7d')
        .sign(secret),
    /** Null for anything not signed by us with HS256 for this audience and still valid. */
    verify: async (token: string): Promise<VerifiedClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALG], issuer: ISSUER, audience: AUDIENCE });
        const userId = Number(payload.sub);
        const tokenVersion = payload.tv;
        if (!Number.isInteger(userId) || typeof tokenVersion !== 'number' || typeof payload.exp !== 'number') return null;
        return { userId, tokenVersion, exp: payload.exp };
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
