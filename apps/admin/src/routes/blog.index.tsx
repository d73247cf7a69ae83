import { createFileRoute, Link } from '@tanstack/react-router';
import { trpc, type Outputs } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';
import { DataTable, col } from '../lib/data-table';

type Article = Outputs['articles']['list'][number];
const columns = [
  col<Article>('titulo', 'Título', (a) => (
    <>
      <Link to="/blog/$id" params={{ id: a.id }}>
        {a.titulo}
      </Link>
      <br />
      <span className="muted">/blog/{a.slug}</span>
    </>
  )),
  col<Article>('publicacion', 'Publicación', (a) => a.fechaPublicacion),
  col<Article>('estado', 'Estado', (a) => (a.borrador ? <span className="state">Borrador</span> : <span className="state state-entregado">Publicado</span>)),
];

export const Route = createFileRoute('/blog/')({ component: ArticlesPage });

/** The blog's articles, newest first, drafts marked. */
function ArticlesPage() {
  const list = trpc.articles.list.useQuery();
  return (
    <section aria-labelledby="articles-title">
      <h1 id="articles-title">
        Blog
        <Link to="/blog/nuevo" className="button-link">
          Nuevo artículo
        </Link>
      </h1>
      <ErrorLine error={list.error} />
      <DataTable data={list.data ?? []} columns={columns} rowKey={(a) => a.id} />
    </section>
  );
}
