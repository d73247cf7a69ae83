import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, PAYMENT_METHOD_NEXT, type PaymentMethod, type PaymentSettings } from '@huerta/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ErrorLine } from '../../lib/error-line';
import { trpc } from '../../lib/trpc';

export function PaymentSettingsSection() {
  const payments = trpc.payments.get.useQuery();
  if (payments.error) return <ErrorLine error={payments.error} />;
  if (!payments.data) return <p className="muted">Cargando…</p>;
  return <PaymentSettingsForm initial={payments.data} />;
}

/** «Formas de pago»: what the checkout offers from the next visit, and where pay on delivery stops. */
function PaymentSettingsForm({ initial }: { initial: PaymentSettings }) {
  const id = useId();
  const utils = trpc.useUtils();
  const zones = trpc.delivery.zones.useQuery();
  const [f, setF] = useState(initial);
  // The zones ticked survive a switch to «Todas las zonas» and back: only the radio decides what is sent.
  const [allZones, setAllZones] = useState(initial.contraEntregaZonas === null);
  const [chosenZones, setChosenZones] = useState<number[]>(initial.contraEntregaZonas ?? []);
  const [saved, setSaved] = useState(false);
  const update = trpc.payments.update.useMutation({
    onSuccess: async (data) => {
      setF(data);
      setAllZones(data.contraEntregaZonas === null);
      setChosenZones(data.contraEntregaZonas ?? []);
      setSaved(true);
      await utils.payments.get.invalidate();
    },
  });
  const set = <K extends keyof PaymentSettings>(key: K, value: PaymentSettings[K]) => {
    setSaved(false);
    setF((now) => ({ ...now, [key]: value }));
  };
  // Kept in the order of PAYMENT_METHODS, as the checkout lists them.
  const toggleMethod = (m: PaymentMethod, on: boolean) => set('metodos', PAYMENT_METHODS.filter((x) => (x === m ? on : f.metodos.includes(x))));
  const chooseAll = (all: boolean) => {
    setSaved(false);
    setAllZones(all);
  };
  const toggleZone = (zone: number, on: boolean) => {
    setSaved(false);
    setChosenZones((now) => (on ? [...now, zone] : now.filter((z) => z !== zone)));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ ...f, contraEntregaZonas: allZones ? null : chosenZones });
  };
  const onDelivery = f.metodos.includes('contra_entrega');
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Formas de pago</h2>
      <p className="muted">Lo que la tienda ofrece al pagar un pedido, desde la siguiente visita. Los pedidos ya hechos conservan su forma de pago.</p>
      <div className="payment-methods">
        {PAYMENT_METHODS.map((m) => (
          <div key={m} className="payment-method">
            <label className="inline">
              <input type="checkbox" checked={f.metodos.includes(m)} onChange={(e) => toggleMethod(m, e.target.checked)} aria-describedby={`${id}-${m}`} />
              {PAYMENT_METHOD_LABELS[m]}
            </label>
            <p id={`${id}-${m}`} className="muted small">
              En la tienda: «{PAYMENT_METHOD_NEXT[m]}»
            </p>
          </div>
        ))}
      </div>
      {onDelivery && (
        <fieldset className="on-delivery stack">
          <legend>{PAYMENT_METHOD_LABELS.contra_entrega}</legend>
          <div className="form-grid">
            <label>
              Máximo por pedido (MXN)
              <input type="number" inputMode="decimal" step="0.01" min="0.01" required value={f.contraEntregaMaximo} onChange={(e) => set('contraEntregaMaximo', Number(e.target.value))} />
            </label>
            <label className="inline">
              <input type="checkbox" checked={f.contraEntregaSoloConEntregado} onChange={(e) => set('contraEntregaSoloConEntregado', e.target.checked)} />
              Solo para clientes con un pedido entregado
            </label>
          </div>
          <fieldset className="zone-choice">
            <legend>Zonas</legend>
            <label className="inline">
              <input type="radio" name={`${id}-zonas`} checked={allZones} onChange={() => chooseAll(true)} />
              Todas las zonas
            </label>
            <label className="inline">
              <input type="radio" name={`${id}-zonas`} checked={!allZones} onChange={() => chooseAll(false)} />
              Solo estas zonas:
            </label>
            {!allZones && (
              <div className="zone-list">
                <ErrorLine error={zones.error} />
                {zones.data?.map((z) => (
                  <label key={z.id} className="inline">
                    <input type="checkbox" checked={chosenZones.includes(z.id)} onChange={(e) => toggleZone(z.id, e.target.checked)} />
                    {z.nombre}
                    {!z.activa && <span className="muted"> (inactiva)</span>}
                  </label>
                ))}
                {zones.data?.length === 0 && <p className="muted">Aún no hay zonas de entrega.</p>}
                {zones.data && zones.data.length > 0 && chosenZones.length === 0 && <p className="muted">Sin zonas elegidas, el pago al recibir no se ofrece en ninguna.</p>}
              </div>
            )}
          </fieldset>
        </fieldset>
      )}
      <ErrorLine error={update.error} />
      <p role="status" className="notice">{saved && 'Guardado: la tienda ya ofrece estas formas de pago.'}</p>
      <div className="actions">
        <button type="submit" disabled={update.isPending}>
          Guardar formas de pago
        </button>
      </div>
    </form>
  );
}
