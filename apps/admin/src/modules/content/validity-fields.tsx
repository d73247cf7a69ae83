/** «Vigente desde / hasta» of a product, promotion or slide: the end may be left open, never before the start. */
export function ValidityFields({ from, until, onFrom, onUntil }: { from: string; until: string | null; onFrom: (day: string) => void; onUntil: (day: string | null) => void }) {
  return (
    <>
      <label>
        Vigente desde
        <input type="date" required value={from} onChange={(e) => onFrom(e.target.value)} />
      </label>
      <label>
        Vigente hasta
        <input type="date" min={from} value={until ?? ''} onChange={(e) => onUntil(e.target.value || null)} />
      </label>
    </>
  );
}
