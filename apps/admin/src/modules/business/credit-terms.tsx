import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { formatMXN, toCentavos } from '@huerta/contracts';
import { messageOf, trpc } from '../../lib/trpc';

/**
 * A business's terms in «Negocios» (issue 34): 7, 15 or 30 days (or none) and its limit, what it owes and
 * what is overdue, and its account page (payments, statement). The list of accounts is read once for the page.
 */
export function CreditTerms({ id, name, onResult }: { id: number; name: string; onResult: (text: string) => void }) {
  const utils = trpc.useUtils();
  const accounts = trpc.businesses.credit.useQuery(undefined, { staleTime: 30_000 });
  const mine = accounts.data?.find((a) => a.id === id);
  const [plazo, setPlazo] = useState<string | null>(null);
  const [limite, setLimite] = useState<string | null>(null);
  const set = trpc.businesses.setCredit.useMutation({
    onSuccess: async (r) => {
      onResult(r.mensaje);
      await utils.businesses.invalidate();
    },
    onError: (e) => onResult(messageOf(e)),
  });
  const days = plazo ?? (mine ? String(mine.plazo_dias) : '');
  const limit = limite ?? (mine ? String(mine.limite) : '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    set.mutate({ id, plazo_dias: days === '' ? null : (Number(days) as 7 | 15 | 30), limite: Number(limit || 0) });
  };
  return (
    <form className="credit-terms" onSubmit={submit}>
      <select aria-label={`Plazo de crédito de ${name}`} value={days} onChange={(e) => setPlazo(e.target.value)}>
        <option value="">Sin crédito</option>
        {[7, 15, 30].map((d) => (
          <option key={d} value={d}>
            {d} días
          </option>
        ))}
      </select>
      <input aria-label={`Límite de crédito de ${name}`} type="number" inputMode="decimal" min="0" step="0.01" value={limit} placeholder="Límite $" disabled={days === ''} onChange={(e) => setLimite(e.target.value)} />
      <button type="submit" className="secondary" disabled={set.isPending}>
        Guardar
      </button>
      {mine && (
        <span className="muted">
          debe {formatMXN(toCentavos(mine.debe))}
          {mine.vencido > 0 && <strong className="error"> · vencido {formatMXN(toCentavos(mine.vencido))}</strong>}
        </span>
      )}
      <Link to="/negocios/$id/cuenta" params={{ id: String(id) }}>
        Estado de cuenta
      </Link>
    </form>
  );
}
