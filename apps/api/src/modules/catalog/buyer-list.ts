import type { Tokens, VerifiedClaims } from '../../platform/jwt';
import type { CatalogService } from './catalog';
import type { PriceListsData } from './list-catalogue';

// Verified sessions kept so that a business's catalogue is answered from memory like everyone's; bounded
// (emptied when full) so tokens made up by a visitor cannot grow it: only valid ones are kept.
const MAX_SESSIONS = 10_000;
const BEARER = /^Bearer\s+(\S{1,2048})$/i;

/**
 * Which price list the caller of a catalogue request buys at: their business's (approved, with a list,
 * and a session not revoked since), or null for the shop's prices — anonymous, a household, or a token
 * that is invalid or expired (browsing never fails for a stale session; signing in again fixes it).
 */
export function createBuyerList(tokens: Tokens, catalog: CatalogService) {
  const sessions = new Map<string, VerifiedClaims>();

  const listFor = (claims: VerifiedClaims, lists: PriceListsData): number | null => {
    const buyer = lists.byUser[claims.userId];
    return buyer && buyer.tv === claims.tokenVersion ? buyer.lista : null;
  };

  const tokenOf = (authorization: string | undefined) => (authorization ? BEARER.exec(authorization)?.[1] : undefined);

  return {
    /** From memory only: undefined when that cannot be told without a read (`of` then). */
    known(authorization: string | undefined): number | null | undefined {
      const token = tokenOf(authorization);
      if (!token) return null;
      const claims = sessions.get(token);
      if (!claims || claims.exp * 1000 <= Date.now()) return undefined;
      const lists = catalog.current<PriceListsData>('priceLists');
      return lists ? listFor(claims, lists.value) : undefined;
    },

    async of(authorization: string | undefined): Promise<number | null> {
      const token = tokenOf(authorization);
      if (!token) return null;
      let claims = sessions.get(token);
      if (!claims || claims.exp * 1000 <= Date.now()) {
        sessions.delete(token);
        const verified = await tokens.verify(token);
        if (!verified) return null;
        if (sessions.size >= MAX_SESSIONS) sessions.clear();
        sessions.set(token, (claims = verified));
      }
      return listFor(claims, await catalog.priceLists());
    },
  };
}

export type BuyerList = ReturnType<typeof createBuyerList>;
