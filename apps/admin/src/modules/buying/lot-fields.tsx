/**
 * The lot's own fields at the dock — its code and best-before date — and the line's «Recibir» button, the same
 * for a purchase order's line and a market receipt. Read-only while saving, never disabled: the focus stays.
 */
export function LotFields({ codigo, vence, today, pending, onCodigo, onVence }: { codigo: string; vence: string; today: string; pending: boolean; onCodigo: (v: string) => void; onVence: (v: string) => void }) {
  return (
    <>
      <label>
        Lote
        <input type="text" autoComplete="off" maxLength={40} value={codigo} readOnly={pending} onChange={(e) => onCodigo(e.target.value)} />
      </label>
      <label>
        Caduca
        <input type="date" min={today} value={vence} readOnly={pending} onChange={(e) => onVence(e.target.value)} />
      </label>
      <button type="submit" disabled={pending}>
        Recibir
      </button>
    </>
  );
}
