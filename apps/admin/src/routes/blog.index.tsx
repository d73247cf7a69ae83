import { createFileRoute, Link } from '@tanstack/react-router';
import { trpc } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';

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
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Título</th>
              <th scope="col">Publicación</th>
              <th scope="col">Estado</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link to="/blog/$id" params={{ id: a.id }}>
                    {a.titulo}
                  </Link>
                  <br />
                  <span className="muted">/blog/{a.slug}</span>
                </td>
                <td>{a.fechaPublicacion}</td>
                <td>{a.borrador ? <span className="state">Borrador</span> : <span className="state state-entregado">Publicado</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
