import type { WeightSettings } from '@huerta/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ErrorLine } from '../../lib/error-line';
import { messageOf, trpc } from '../../lib/trpc';

export function WeightSettingsSection() {
  const weight = trpc.payments.weight.useQuery();
  if (weight.error) return <ErrorLine error={weight.error} />;
  if (!weight.data) return <p className="muted">Cargando…</p>;
  return <WeightSettingsForm initial={weight.data} />;
}

/** «Venta por peso»: when a weight asks to be confirmed, and how much is held over the estimate. */
function WeightSettingsForm({ initial }: { initial: WeightSettings }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [f, setF] = useState({ tolerancia: String(initial.tolerancia), margen: String(initial.margen) });
  const [said, setSaid] = useState('');
  const update = trpc.payments.updateWeight.useMutation({
    onSuccess: async () => {
      setSaid('Guardado: los pedidos nuevos se autorizan con este margen.');
      await utils.payments.weight.invalidate();
    },
    onError: (error) => setSaid(messageOf(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ tolerancia: Number(f.tolerancia), margen: Number(f.margen) });
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Venta por peso</h2>
      <p className="muted">Los productos por kilo se pesan al empacar y se cobra lo empacado. Al pagar, la tarjeta se autoriza (y OXXO o SPEI se pagan) por el estimado más el margen; lo que sobra se libera o se devuelve.</p>
      <div className="form-grid">
        <label>
          Tolerancia al pesar (%)
          <input type="number" inputMode="numeric" min={1} max={100} step={1} required value={f.tolerancia} onChange={(e) => setF({ ...f, tolerancia: e.target.value })} aria-describedby={`${id}-tol`} />
          <span id={`${id}-tol`} className="muted small">
            Un peso más lejos que esto de lo pedido pide confirmación.
          </span>
        </label>
        <label>
          Margen sobre el estimado (%)
          <input type="number" inputMode="numeric" min={0} max={50} step={1} required value={f.margen} onChange={(e) => setF({ ...f, margen: e.target.value })} aria-describedby={`${id}-mar`} />
          <span id={`${id}-mar`} className="muted small">
            Sobre las líneas por peso: el pedido empacado no puede pasar de esto.
          </span>
        </label>
      </div>
      <div className="actions">
        <button type="submit" disabled={update.isPending}>
          Guardar venta por peso
        </button>
      </div>
      <p role="status" className="notice">
        {said}
      </p>
    </form>
  );
}
