import { Link, createFileRoute } from '@tanstack/react-router';
import { Deferred } from '../modules/layout/deferred';
import { useArticleHtml } from '../modules/content/use-article-html';
import { srcSetOf } from '@huerta/contracts/rules';
import { longDate } from '../lib/dates';
import { t } from '../i18n/i18n';
import { errorMessage } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { articlePageInput } from '../modules/translations/use-translations';
import { useTitle } from '../lib/use-title';
import './-components/blog.css';

export const Route = createFileRoute('/blog/$slug')({ component: ArticlePage });

function ArticlePage() {
  const { slug } = Route.useParams();
  const article = trpc.catalog.article.useQuery(articlePageInput(slug), { retry: false });
  useTitle(article.data?.titulo ?? t('Blog'));

  return (
    <article className="page page--narrow article">
      <Link to="/blog" className="article__back">
        ← {t('Volver al blog')}
      </Link>
      {article.isPending && <p className="muted">{t('Cargando…')}</p>}
      {article.isError && (
        <>
          <h1 className="page-title">{t('Artículo no disponible')}</h1>
          <p className="msg msg--error">{errorMessage(article.error, t('Error al cargar los datos.'))}</p>
        </>
      )}
      {article.data && (
        <>
          <p className="blog-card__meta">
            {longDate(article.data.fecha_publicacion)} · <span translate="no">{article.data.autor}</span>
          </p>
          <h1 className="page-title">{article.data.titulo}</h1>
          <img className="article__img" src={article.data.img_url} srcSet={srcSetOf(article.data.img_url, 'articulo')} sizes="(max-width: 760px) 100vw, 720px" alt="" width={1200} height={630} fetchPriority="high" />
          {/* The text is laid out just after the title and photo are painted: parsing and sanitizing a long
              article was the page's one long task (TBT 53–63 ms in Lighthouse's mobile runs). Sent by the server
              with the page, it is part of the first screen. */}
          <Deferred eager>
            <ArticleBody markdown={article.data.contenido} />
          </Deferred>
        </>
      )}
    </article>
  );
}

/** Articles are Markdown written by the shop; sanitizing still keeps any stray HTML harmless. */
function ArticleBody({ markdown }: { markdown: string }) {
  const html = useArticleHtml(markdown, 'texto-articulo');
  return <div id="texto-articulo" className="article__body" dangerouslySetInnerHTML={{ __html: html }} />;
}
