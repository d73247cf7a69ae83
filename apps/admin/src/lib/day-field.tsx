/** «Día»: the day a page shows (the pick list's, the cash report's), kept in the page's address. */
export function DayField({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  return (
    <label>
      Día
      {/* An emptied field keeps the day shown: the date input gives '' while it is being typed. */}
      <input type="date" value={value} onChange={(e) => e.target.value && onChange(e.target.value)} />
    </label>
  );
}
