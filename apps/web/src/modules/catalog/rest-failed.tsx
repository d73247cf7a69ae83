/** After a count line, when the rest of a large catalogue could not be loaded (use-catalogue.ts). */
export function RestFailed({ retry }: { retry: () => void }) {
  return (
    <>
      {' · No se pudo cargar todo el catálogo. '}
      <button type="button" className="link-btn" onClick={retry}>
        Reintentar
      </button>
    </>
  );
}
