import { t } from '../../i18n/i18n';

/** After a count line, when the rest of a large catalogue could not be loaded (use-catalogue.ts). */
export function RestFailed({ retry }: { retry: () => void }) {
  return (
    <>
      {` · ${t('No se pudo cargar todo el catálogo.')} `}
      <button type="button" className="link-btn" onClick={retry}>
        {t('Reintentar')}
      </button>
    </>
  );
}
