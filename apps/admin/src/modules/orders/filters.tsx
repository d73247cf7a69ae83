import { CATEGORIES, ORDER_STATE_LABELS, type OrderState } from '@huerta/contracts';

/** «Desde / Hasta» of a filter form (read back with FormData as `desde` and `hasta`). */
export function DateRangeFields({ desde, hasta }: { desde?: string; hasta?: string }) {
  return (
    <>
      <label>
        Desde
        <input name="desde" type="date" defaultValue={desde ?? ''} />
      </label>
      <label>
        Hasta
        <input name="hasta" type="date" defaultValue={hasta ?? ''} />
      </label>
    </>
  );
}

/** An order's state as a coloured pill. */
export function StateBadge({ estado }: { estado: OrderState }) {
  return <span className={`state state-${estado}`}>{ORDER_STATE_LABELS[estado]}</span>;
}

/** The shop's three categories as a select's options. */
export function CategoryOptions() {
  return (
    <>
      {CATEGORIES.map((c) => (
        <option key={c.id} value={c.id}>
          {c.nombre}
        </option>
      ))}
    </>
  );
}
