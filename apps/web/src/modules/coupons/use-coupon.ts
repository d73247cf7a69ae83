import type { CartLine, CouponPreview } from '@huerta/contracts';
import { toCentavos } from '@huerta/contracts/rules';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { getSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useDelivery } from '../delivery/use-delivery';
import { useCouponCode } from './coupon-store';

/** What the applied code gives this cart, in centavos (the server's answer), or why it does not. */
export interface CouponState {
  codigo: string | null;
  /** The server's preview: the discount and the delivery fee once applied. */
  ok: { codigo: string; descuento: number; envio: number; total: number; envioGratis: boolean } | null;
  error: string;
  pending: boolean;
  apply: (codigo: string) => void;
  remove: () => void;
}

const centavosOf = (p: CouponPreview) => ({ codigo: p.codigo, descuento: toCentavos(p.descuento), envio: toCentavos(p.envio), total: toCentavos(p.total), envioGratis: p.tipo === 'envio_gratis' });

/**
 * The cart's code checked on the server (coupon.preview: priced as the order would be), again whenever the
 * cart, the postal code or the code changes. Nothing is trusted here: the order is checked again when placed.
 */
export function useCoupon(lines: CartLine[], email?: string): CouponState {
  const { codigo, apply, remove } = useCouponCode();
  const delivery = useDelivery();
  const preview = trpc.coupon.preview.useMutation();
  const [answer, setAnswer] = useState<{ key: string; ok: CouponState['ok']; error: string } | null>(null);
  const productos = lines.map((l) => ({ id: l.id, items: l.items }));
  const key = JSON.stringify([codigo, productos, delivery.cp, email ?? '', Boolean(getSession().user)]);
  useEffect(() => {
    if (!codigo || productos.length === 0) return;
    let live = true;
    preview.mutateAsync({ codigo, productos, ...(delivery.cp ? { codigo_postal: delivery.cp } : {}), ...(email ? { email } : {}) }).then(
      (p) => live && setAnswer({ key, ok: centavosOf(p), error: '' }),
      (err: unknown) => live && setAnswer({ key, ok: null, error: errorMessage(err, '') }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` holds everything the answer depends on
  }, [key]);
  const fresh = answer?.key === key ? answer : null;
  return { codigo, ok: codigo ? (fresh?.ok ?? null) : null, error: codigo ? (fresh?.error ?? '') : '', pending: Boolean(codigo) && !fresh, apply, remove };
}
