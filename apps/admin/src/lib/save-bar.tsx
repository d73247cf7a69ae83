import type { ReactNode } from 'react';
import { SAVE_KEYS } from './save-shortcut';

/**
 * The bar held at the bottom of a long editable table (price day, price lists): how many rows changed (or
 * the last result, or an error), «Guardar» (also Ctrl+S / ⌘S: useSaveShortcut) and «Descartar».
 */
export function SaveBar({ label, changed, canSave, onSave, onDiscard, said }: { label: string; changed: number; canSave: boolean; onSave: () => void; onDiscard: () => void; said: ReactNode }) {
  return (
    <div className="save-bar" role="region" aria-label={label}>
      <p role="status" className="save-bar__status">
        {changed > 0 ? <strong>{changed === 1 ? '1 producto con cambios sin guardar' : `${changed} productos con cambios sin guardar`}</strong> : said || <span className="muted">Sin cambios</span>}
      </p>
      <button type="button" disabled={!canSave} onClick={onSave} aria-keyshortcuts="Control+S Meta+S" title="Ctrl+S / ⌘S">
        {changed === 0 ? 'Guardar' : `Guardar ${changed} cambio(s)`}
      </button>
      <button type="button" className="secondary" disabled={changed === 0} onClick={onDiscard}>
        Descartar
      </button>
      <kbd className="muted save-bar__keys">{SAVE_KEYS}</kbd>
    </div>
  );
}
