import type { WeighedSale } from '@huerta/contracts';

type Mode = 'pieza' | WeighedSale['modo'];

/**
 * «Cómo se vende» (issue 35): by the piece (the price is per piece), by weight in steps with a minimum, or by
 * pieces charged by weight (an estimated weight per piece). For both weighed ways the price is per kilo.
 */
export function SaleFields({ value, onChange }: { value: WeighedSale | null | undefined; onChange: (v: WeighedSale | null) => void }) {
  const mode: Mode = value?.modo ?? 'pieza';
  const kilos = value ? value.gramos / 1000 : 0;
  const change = (next: Mode) => onChange(next === 'pieza' ? null : { modo: next, gramos: value?.gramos ?? (next === 'peso' ? 250 : 200), ...(next === 'peso' ? { minimo: value?.minimo ?? 1 } : {}) });
  return (
    <>
      <label>
        Cómo se vende
        <select value={mode} onChange={(e) => change(e.target.value as Mode)}>
          <option value="pieza">Por pieza</option>
          <option value="peso">Por peso, en pasos</option>
          <option value="pieza_peso">Por pieza, cobrada por peso</option>
        </select>
      </label>
      {value && (
        <label>
          {value.modo === 'peso' ? 'Paso (kg)' : 'Peso estimado por pieza (kg)'}
          <input type="number" inputMode="decimal" required min="0.001" max="50" step="0.001" value={kilos || ''} onChange={(e) => onChange({ ...value, gramos: Math.round(Number(e.target.value) * 1000) })} />
        </label>
      )}
      {value?.modo === 'peso' && (
        <label>
          Mínimo (pasos)
          <input type="number" inputMode="numeric" required min="1" max="999" step="1" value={value.minimo ?? 1} onChange={(e) => onChange({ ...value, minimo: Number(e.target.value) })} />
        </label>
      )}
    </>
  );
}
