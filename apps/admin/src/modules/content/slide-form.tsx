import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import type { SlideFields } from '@huerta/contracts';
import { useState, type FormEvent } from 'react';
import { shopToday } from '../../lib/dates';
import { trpc } from '../../lib/trpc';
import { ErrorLine } from '../../lib/error-line';
import { ImageField } from '../images/image-field';
import { ValidityFields } from './validity-fields';

const editRoute = getRouteApi('/carrusel/$id');

/** As the storefront sets a slide's title (apps/web's splitTitle): the first half of its words light, the rest bold. */
function splitTitle(title: string): [string, string] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

export function NewSlidePage() {
  return <SlideForm initial={{ titulo: '', imgUrl: '/img/slides/1.webp', fechaVigInicio: shopToday(), fechaVigFin: null }} />;
}

export function EditSlidePage() {
  const { id } = editRoute.useParams();
  const slide = trpc.slides.get.useQuery({ id });
  if (slide.error) return <ErrorLine error={slide.error} />;
  if (!slide.data) return <p className="muted">Cargando…</p>;
  const { id: _id, orden: _o, estado: _e, ...fields } = slide.data;
  return <SlideForm id={id} initial={fields} />;
}

/** One slide of the home page's carousel: its title, photo and dates (its place is set in the list). */
function SlideForm({ id, initial }: { id?: number; initial: SlideFields }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [f, setF] = useState(initial);
  const done = async () => {
    await utils.slides.invalidate();
    await navigate({ to: '/carrusel' });
  };
  const create = trpc.slides.create.useMutation({ onSuccess: done });
  const update = trpc.slides.update.useMutation({ onSuccess: done });
  // Leave the page first: refetching the deleted slide would only answer 404.
  const remove = trpc.slides.remove.useMutation({
    onSuccess: async () => {
      await navigate({ to: '/carrusel' });
      await utils.slides.invalidate();
    },
  });
  const error = create.error ?? update.error ?? remove.error;
  const set = <K extends keyof SlideFields>(key: K, value: SlideFields[K]) => setF((now) => ({ ...now, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (id) update.mutate({ id, slide: f });
    else create.mutate(f);
  };
  const [light, bold] = splitTitle(f.titulo);
  return (
    <form className="card stack product-form" onSubmit={submit} aria-labelledby="slide-title">
      <p>
        <Link to="/carrusel">← Carrusel</Link>
      </p>
      <h1 id="slide-title">{id ? `Editar: ${initial.titulo}` : 'Nueva diapositiva'}</h1>
      <div className="form-grid">
        <label>
          Título
          <input required minLength={3} maxLength={120} value={f.titulo} onChange={(e) => set('titulo', e.target.value)} />
        </label>
        <ValidityFields from={f.fechaVigInicio} until={f.fechaVigFin} onFrom={(d) => set('fechaVigInicio', d)} onUntil={(d) => set('fechaVigFin', d)} />
      </div>
      <p className="muted">
        En la portada: {light || 'Título'} <strong>{bold}</strong>
      </p>
      <ImageField kind="slide" value={f.imgUrl} onChange={(url) => set('imgUrl', url)} />
      <ErrorLine error={error} />
      <div className="actions">
        <button type="submit" disabled={create.isPending || update.isPending}>
          {id ? 'Guardar cambios' : 'Crear diapositiva'}
        </button>
        {id && (
          <button type="button" className="danger" disabled={remove.isPending} onClick={() => window.confirm(`¿Eliminar la diapositiva «${initial.titulo}»? Sale del carrusel y no se puede deshacer.`) && remove.mutate({ id })}>
            Eliminar
          </button>
        )}
      </div>
    </form>
  );
}
