import { t } from '../../i18n/i18n';
import { TrashIcon } from '../layout/icons';

/** The bin button of a cart line (panel and cart page): it names the product; `data-remove` lets focus move to the next one. */
export function RemoveLineButton({ nombre, onRemove }: { nombre: string; onRemove: () => void }) {
  const label = t('Eliminar {nombre}', { nombre });
  return (
    <button type="button" className="icon-btn icon-btn--danger" aria-label={label} title={label} data-remove onClick={onRemove}>
      <TrashIcon width={20} height={20} />
    </button>
  );
}
