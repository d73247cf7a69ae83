/** «Anterior / Página N de M · total / Siguiente» under every paged table. */
export function Pager({ page, perPage, total, noun, go }: { page: number; perPage: number; total: number | undefined; noun: string; go: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil((total ?? 0) / perPage));
  return (
    <nav className="pager" aria-label="Páginas">
      <button type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
        Anterior
      </button>
      <span>
        Página {page} de {pages} · {total ?? 0} {noun}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => go(page + 1)}>
        Siguiente
      </button>
    </nav>
  );
}
