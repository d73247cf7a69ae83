import { Link, createFileRoute } from '@tanstack/react-router';
import { srcSetOf } from '@huerta/contracts/rules';
import { longDate } from '../lib/dates';
import { t } from '../i18n/i18n';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import './-components/blog.css';

export const Route = createFileRoute('/blog/')({ component: BlogIndex });

function BlogIndex() {
  useTitle(t('Blog'));
  const articles = trpc.catalog.articles.useQuery();
  return (
    <section className="page">
      <p className="eyebrow">{t('Blog')}</p>
      <h1 className="page-title">{t('Desde la huerta')}</h1>
      {articles.isError && <p className="msg msg--error">{t('Error al cargar los datos.')}</p>}
      {articles.data?.length === 0 && <p className="muted">{t('Pronto publicaremos nuevos artículos.')}</p>}
      <ul className="blog-list">
        {articles.data?.map((a) => (
          <li key={a.id} className="blog-card">
            <img src={a.img_url} srcSet={srcSetOf(a.img_url, 'articulo')} sizes="(max-width: 760px) 100vw, 600px" alt="" width={1200} height={630} loading="lazy" />
            <div className="blog-card__body">
              <p className="blog-card__meta">
                {longDate(a.fecha_publicacion)} · <span translate="no">{a.autor}</span>
              </p>
              <h2>
                <Link to="/blog/$slug" params={{ slug: a.slug }} className="blog-card__link">
                  {a.titulo}
                </Link>
              </h2>
              <p>{a.resumen}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
