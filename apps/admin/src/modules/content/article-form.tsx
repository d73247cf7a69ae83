import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { slugFromTitle, type ArticleFields } from '@huerta/contracts';
import { renderArticle } from '@huerta/contracts/markdown';
import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import { shopToday } from '../../lib/dates';
import { trpc } from '../../lib/trpc';
import { ErrorLine } from '../../lib/error-line';
import { ImageField } from '../images/image-field';

const editRoute = getRouteApi('/blog/$id');
const FIRST_COVER = '/img/blog/temporada-de-fresa-en-san-quintin.webp';

export function NewArticlePage() {
  const me = trpc.auth.me.useQuery();
  if (!me.data) return null;
  return <ArticleForm initial={{ titulo: '', resumen: '', contenido: '', autor: me.data.nombre, fechaPublicacion: shopToday(), borrador: true, imgUrl: FIRST_COVER }} />;
}

export function EditArticlePage() {
  const { id } = editRoute.useParams();
  const article = trpc.articles.get.useQuery({ id });
  if (article.error) return <ErrorLine error={article.error} />;
  if (!article.data) return <p className="muted">Cargando…</p>;
  const { id: _id, slug, ...fields } = article.data;
  return <ArticleForm id={id} slug={slug} initial={fields} />;
}

/** Markdown on the left, the article as the blog will show it on the right (the same renderer and sanitizer). */
function ArticleForm({ id, slug, initial }: { id?: number; slug?: string; initial: ArticleFields }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [f, setF] = useState(initial);
  const done = async () => {
    await utils.articles.invalidate();
    await navigate({ to: '/blog' });
  };
  const create = trpc.articles.create.useMutation({ onSuccess: done });
  const update = trpc.articles.update.useMutation({ onSuccess: done });
  const error = create.error ?? update.error;
  const set = <K extends keyof ArticleFields>(key: K, value: ArticleFields[K]) => setF((now) => ({ ...now, [key]: value }));
  // Rendering waits for a pause in the typing, so a long article stays quick to edit.
  const deferred = useDeferredValue(f.contenido);
  const preview = useMemo(() => renderArticle(deferred), [deferred]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (id) update.mutate({ id, articulo: f });
    else create.mutate(f);
  };
  return (
    <form className="stack" onSubmit={submit} aria-labelledby="article-title">
      <p>
        <Link to="/blog">← Blog</Link>
      </p>
      <h1 id="article-title">{id ? 'Editar artículo' : 'Nuevo artículo'}</h1>
      <div className="form-grid">
        <label>
          Título
          <input required minLength={3} maxLength={160} value={f.titulo} onChange={(e) => set('titulo', e.target.value)} />
        </label>
        <label>
          Autor
          <input required minLength={2} maxLength={80} value={f.autor} onChange={(e) => set('autor', e.target.value)} />
        </label>
        <label>
          Fecha de publicación
          <input type="date" required value={f.fechaPublicacion} onChange={(e) => set('fechaPublicacion', e.target.value)} />
        </label>
        <label className="inline">
          <input type="checkbox" checked={f.borrador} onChange={(e) => set('borrador', e.target.checked)} />
          Borrador (no se publica)
        </label>
      </div>
      <ImageField kind="articulo" label="Portada" value={f.imgUrl} onChange={(url) => set('imgUrl', url)} />
      <p className="muted">Dirección: /blog/{slug ?? (slugFromTitle(f.titulo) || '…')}</p>
      <label>
        Resumen
        <textarea rows={2} required minLength={10} maxLength={300} value={f.resumen} onChange={(e) => set('resumen', e.target.value)} />
      </label>
      <div className="columns editor">
        <label>
          Contenido (Markdown)
          <textarea rows={18} required minLength={20} maxLength={20000} value={f.contenido} onChange={(e) => set('contenido', e.target.value)} />
        </label>
        <section className="card article-preview" aria-label="Vista previa">
          <img src={f.imgUrl} alt="" width={320} height={180} />
          <h2>{f.titulo || 'Título'}</h2>
          {/* Sanitized by renderArticle, exactly as the blog shows it. */}
          <div dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      </div>
      <ErrorLine error={error} />
      <div className="actions">
        <button type="submit" disabled={create.isPending || update.isPending}>
          {f.borrador ? 'Guardar borrador' : id ? 'Guardar y publicar' : 'Publicar'}
        </button>
      </div>
    </form>
  );
}
