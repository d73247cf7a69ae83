/** «Anterior / Página N de M · total / Siguiente» under every paged table. */
export function Pager({ page, perPage, total, exact = true, noun, go }: { page: number; perPage: number; total: number | undefined; exact?: boolean; noun: string; go: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil((total ?? 0) / perPage));
  // The server stops counting at a cap: «más de 10,000».
  const more = exact ? '' : 'más de ';
  return (
    <nav className="pager" aria-label="Páginas">
      <button type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
        Anterior
      </button>
      <span>
        {`Página ${page} de ${more}${pages.toLocaleString('es-MX')} · ${more}${(total ?? 0).toLocaleString('es-MX')} ${noun}`}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => go(page + 1)}>
        Siguiente
      </button>
    </nav>
  );
}
