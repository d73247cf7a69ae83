import { PERIODICIDADES_GLOBAL, REGIMENES_FISCALES, type BillingSettingsInput, type BillingSettingsView } from '@huerta/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ErrorLine } from '../../lib/error-line';
import { messageOf, trpc } from '../../lib/trpc';

export function BillingSettingsSection() {
  const billing = trpc.facturas.billing.useQuery();
  if (billing.error) return <ErrorLine error={billing.error} />;
  if (!billing.data) return <p className="muted">Cargando…</p>;
  return <BillingSettingsForm initial={billing.data} />;
}

const SAVED = {
  prueba: 'Guardado: las facturas se emiten en modo de prueba, sin validez fiscal.',
  pac: 'Guardado: las facturas nuevas se timbran con tu PAC.',
  manual: 'Guardado: las facturas se suben a mano desde «Facturas».',
} as const;

type Form = Omit<BillingSettingsInput, 'clave_pac'> & { clave_pac: string };
const formOf = ({ clave_guardada: _saved, ...rest }: BillingSettingsView): Form => ({ ...rest, clave_pac: '' });

/**
 * «Facturación»: who the shop is to the SAT and how it stamps. In test mode every factura is built and
 * «stamped» offline, marked «SIN VALIDEZ FISCAL»; with the PAC's key they are real. The key is never shown:
 * the field stays empty and says whether one is saved.
 */
function BillingSettingsForm({ initial }: { initial: BillingSettingsView }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [f, setF] = useState<Form>(formOf(initial));
  const [saved, setSaved] = useState(initial.clave_guardada);
  const [said, setSaid] = useState('');
  const update = trpc.facturas.saveBilling.useMutation({
    onSuccess: async (data) => {
      setF(formOf(data));
      setSaved(data.clave_guardada);
      setSaid(SAVED[data.modo]);
      await utils.facturas.billing.invalidate();
    },
    onError: (error) => setSaid(messageOf(error)),
  });
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setF((now) => ({ ...now, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { clave_pac, ...rest } = f;
    update.mutate({ ...rest, ...(clave_pac.trim() ? { clave_pac } : {}) });
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Facturación</h2>
      <p className="muted">
        Las facturas pedidas con un pedido se timbran solas al pagarse (o, si llevan productos por peso, al empacarse; a crédito, al enviarse) y se envían al cliente en PDF y XML.
      </p>
      <fieldset className="zone-choice">
        <legend>Cómo se timbra</legend>
        <label className="inline">
          <input type="radio" name={`${id}-modo`} checked={f.modo === 'prueba'} onChange={() => set('modo', 'prueba')} />
          Modo de prueba (sin validez fiscal)
        </label>
        <label className="inline">
          <input type="radio" name={`${id}-modo`} checked={f.modo === 'pac'} onChange={() => set('modo', 'pac')} />
          PAC (Facturapi)
        </label>
        <label className="inline">
          <input type="radio" name={`${id}-modo`} checked={f.modo === 'manual'} onChange={() => set('modo', 'manual')} />
          A mano (timbro en otro lado y subo el PDF y el XML)
        </label>
      </fieldset>
      <div className="form-grid">
        <label>
          RFC de la tienda
          <input required maxLength={13} autoCapitalize="characters" value={f.rfc} onChange={(e) => set('rfc', e.target.value)} />
        </label>
        <label>
          Razón social
          <input required maxLength={254} value={f.razon_social} onChange={(e) => set('razon_social', e.target.value)} />
        </label>
        <label>
          Régimen fiscal
          <select value={f.regimen_fiscal} onChange={(e) => set('regimen_fiscal', e.target.value)}>
            {REGIMENES_FISCALES.map((r) => (
              <option key={r.clave} value={r.clave}>
                {r.clave} — {r.nombre}
              </option>
            ))}
          </select>
        </label>
        <label>
          Lugar de expedición (C.P.)
          <input required inputMode="numeric" pattern="\d{5}" maxLength={5} value={f.lugar_expedicion} onChange={(e) => set('lugar_expedicion', e.target.value)} />
        </label>
        <label>
          Serie
          <input required maxLength={10} value={f.serie} onChange={(e) => set('serie', e.target.value)} />
        </label>
        <label>
          Factura global
          <select value={f.periodicidad_global} onChange={(e) => set('periodicidad_global', e.target.value as Form['periodicidad_global'])}>
            {PERIODICIDADES_GLOBAL.map((p) => (
              <option key={p.clave} value={p.clave}>
                {p.nombre}
              </option>
            ))}
          </select>
        </label>
        {f.modo === 'pac' && (
          <label>
            Clave secreta del PAC
            <input type="password" autoComplete="off" maxLength={200} value={f.clave_pac} placeholder={saved ? 'Guardada (escribe otra para cambiarla)' : 'sk_live_…'} onChange={(e) => set('clave_pac', e.target.value)} aria-describedby={`${id}-key`} />
            <span id={`${id}-key`} className="muted small">
              Se guarda y no se vuelve a mostrar. Los datos fiscales y el certificado (CSD) se cargan en tu cuenta del PAC.
            </span>
          </label>
        )}
      </div>
      <div className="actions">
        <button type="submit" disabled={update.isPending}>
          Guardar facturación
        </button>
      </div>
      <p role="status" className="notice">
        {said}
      </p>
    </form>
  );
}
