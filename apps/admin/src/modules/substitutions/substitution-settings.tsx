import { useId, useState, type FormEvent } from 'react';
import { ErrorLine } from '../../lib/error-line';
import { messageOf, trpc } from '../../lib/trpc';

export function SubstitutionSettingsSection() {
  const current = trpc.substitutions.settings.useQuery();
  if (current.error) return <ErrorLine error={current.error} />;
  if (!current.data) return <p className="muted">Cargando…</p>;
  return <SubstitutionSettingsForm minutos={current.data.minutos} />;
}

/** «Sustituciones»: how long a shopper has to answer a proposed substitute before their checkout choice applies. */
function SubstitutionSettingsForm({ minutos }: { minutos: number }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [value, setValue] = useState(String(minutos));
  const [said, setSaid] = useState('');
  const update = trpc.substitutions.updateSettings.useMutation({
    onSuccess: async () => {
      setSaid('Guardado: las sustituciones que se propongan desde ahora tienen este tiempo.');
      await utils.substitutions.settings.invalidate();
    },
    onError: (error) => setSaid(messageOf(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ minutos: Number(value) });
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Sustituciones</h2>
      <p className="muted">Cuando falta un producto al empacar, el cliente recibe el sustituto por correo (y por WhatsApp si se lo envías) y lo acepta o rechaza. Sin respuesta a tiempo se aplica lo que eligió al comprar.</p>
      <div className="form-grid">
        <label>
          Minutos para aprobar una sustitución
          <input type="number" inputMode="numeric" min={5} max={240} step={1} required value={value} onChange={(e) => setValue(e.target.value)} />
        </label>
      </div>
      <div className="actions">
        <button type="submit" disabled={update.isPending}>
          Guardar sustituciones
        </button>
      </div>
      <p role="status" className="notice">
        {said}
      </p>
    </form>
  );
}
