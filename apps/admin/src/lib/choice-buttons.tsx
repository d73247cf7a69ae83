/**
 * A row of toggle buttons that choose one value (a list's filter, a range of days): the chosen one pressed
 * and filled, the others plain — one keystroke (Tab, Enter) to switch.
 */
export function ChoiceButtons<V>({ label, choices, value, onChoose, className = 'actions' }: { label: string; choices: readonly { value: V; label: string }[]; value: V; onChoose: (v: V) => void; className?: string }) {
  return (
    <div className={className} role="group" aria-label={label}>
      {choices.map((c) => (
        <button key={c.label} type="button" aria-pressed={value === c.value} className={value === c.value ? '' : 'secondary'} onClick={() => onChoose(c.value)}>
          {c.label}
        </button>
      ))}
    </div>
  );
}
