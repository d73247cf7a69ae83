import { createFileRoute } from '@tanstack/react-router';
import type { ShopSettings } from '@huerta/contracts';
import { useState, type FormEvent } from 'react';
import { ErrorLine } from '../lib/error-line';
import { trpc } from '../lib/trpc';
import { PaymentSettingsSection } from '../modules/payments/payment-settings';
import { WeightSettingsSection } from '../modules/weighing/weight-settings';
import { BillingSettingsSection } from '../modules/facturas/billing-settings';
import { SubstitutionSettingsSection } from '../modules/substitutions/substitution-settings';

export const Route = createFileRoute('/ajustes')({ component: ShopSettingsPage });

/** The shop's data, its payment methods, selling by weight, substitutions, then facturas: five forms, each saved on its own. */
function ShopSettingsPage() {
  const shop = trpc.shop.get.useQuery();
  return (
    <>
      {shop.error ? <ErrorLine error={shop.error} /> : shop.data ? <ShopSettingsForm initial={shop.data} /> : <p className="muted">Cargando…</p>}
      <PaymentSettingsSection />
      <WeightSettingsSection />
      <SubstitutionSettingsSection />
      <BillingSettingsSection />
    </>
  );
}

/** The owner's shop data: what the storefront, new orders and e-mails use from the next request. */
function ShopSettingsForm({ initial }: { initial: ShopSettings }) {
  const utils = trpc.useUtils();
  const [f, setF] = useState(initial);
  const [saved, setSaved] = useState(false);
  const update = trpc.shop.update.useMutation({
    onSuccess: async (data) => {
      setF(data);
      setSaved(true);
      await utils.shop.get.invalidate();
    },
  });
  const set = <K extends keyof ShopSettings>(key: K, value: ShopSettings[K]) => {
    setSaved(false);
    setF((now) => ({ ...now, [key]: value }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(f);
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="settings-title">
      <h1 id="settings-title">Ajustes de la tienda</h1>
      <p className="muted">Los cambios se ven en la tienda, los pedidos nuevos y los correos desde la siguiente visita.</p>
      <div className="form-grid">
        <label>
          Nombre de la tienda
          <input required minLength={2} maxLength={80} value={f.nombre} onChange={(e) => set('nombre', e.target.value)} />
        </label>
        <label>
          Correo de la tienda
          <input type="email" required maxLength={120} value={f.email} onChange={(e) => set('email', e.target.value)} />
        </label>
        <label>
          Teléfono
          <input type="tel" required maxLength={30} value={f.telefono} onChange={(e) => set('telefono', e.target.value)} />
        </label>
        <label>
          WhatsApp
          <input type="tel" required maxLength={30} value={f.whatsapp} onChange={(e) => set('whatsapp', e.target.value)} />
        </label>
        <label>
          Costo de envío (MXN)
          <input type="number" inputMode="decimal" step="0.01" min="0" required value={f.envioCosto} onChange={(e) => set('envioCosto', Number(e.target.value))} />
        </label>
        <label>
          Envío gratis a partir de (MXN)
          <input type="number" inputMode="decimal" step="0.01" min="0" required value={f.envioGratisDesde} onChange={(e) => set('envioGratisDesde', Number(e.target.value))} />
        </label>
      </div>
      <ErrorLine error={update.error} />
      <p role="status" className="notice">{saved && 'Guardado: la tienda ya usa estos datos.'}</p>
      <div className="actions">
        <button type="submit" disabled={update.isPending}>
          Guardar ajustes
        </button>
      </div>
    </form>
  );
}
