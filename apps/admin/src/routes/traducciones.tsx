import { z } from 'zod';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import {
  TRANSLATION_FIELD_LABELS,
  TRANSLATION_KINDS,
  TRANSLATION_KIND_LABELS,
  TRANSLATIONS_PER_PAGE,
  type TranslationKind,
  type TranslationList,
  type TranslationRow,
} from '@huerta/contracts';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { ErrorLine } from '../lib/error-line';
import { Pager } from '../lib/pager';
import { messageOf, trpc } from '../lib/trpc';

export const Route = createFileRoute('/traducciones')({
  // Kind, «Solo faltantes», search and page in the address.
  validateSearch: z.object({
    pagina: z.number().int().min(1).catch(1),
    tipo: z.enum(TRANSLATION_KINDS).optional().catch(undefined),
    faltantes: z.boolean().catch(false),
    q: z.string().max(100).optional().catch(undefined),
  }),
  component: TranslationsPage,
});

/** The shortcut as this keyboard shows it. */
const SAVE_KEYS = /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘S' : 'Ctrl+S';
const rowKey = (r: Pick<TranslationRow, 'tipo' | 'ref' | 'campo'>) => `${r.tipo}.${r.ref}.${r.campo}`;
const fieldId = (r: Pick<TranslationRow, 'tipo' | 'ref' | 'campo'>) => `traduccion-${rowKey(r)}`;
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-MX')} ${n === 1 ? one : many}`;

/**
 * «Traducciones»: the shop's content in English. One row per translatable field (a product's name, unit
 * and description, a category, a slide's title, an article's title, summary and content, the shop's
 * texts) with its Spanish and an English field; each row saves on its own (Enter in a one-line field,
 * Ctrl+S / ⌘S in any), and an emptied field removes the translation (the shop shows the Spanish).
 * Filters in the address; the rows saved stay in view until the list is filtered again.
 */
function TranslationsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/traducciones' });
  const input = { idioma: 'en' as const, tipo: search.tipo, soloFaltantes: search.faltantes, q: search.q || undefined, pagina: search.pagina };
  const list = trpc.translations.list.useQuery(input, { placeholderData: (previous) => previous, refetchOnWindowFocus: false });
  const utils = trpc.useUtils();
  const go = (patch: Partial<typeof search>) => void navigate({ search: { ...search, pagina: 1, ...patch } });
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    go({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() || undefined });
  };
  /** A saved row in the page's data (and its kind's count), without reloading the list: the row stays where it is. */
  const onSaved = (row: TranslationRow, traduccion: string | null) =>
    utils.translations.list.setData(input, (data): TranslationList | undefined => {
      if (!data) return data;
      const was = data.filas.find((r) => rowKey(r) === rowKey(row));
      const delta = was ? (was.traduccion === null ? 0 : 1) - (traduccion === null ? 0 : 1) : 0;
      const count = data.conteo[row.tipo];
      return {
        ...data,
        filas: data.filas.map((r) => (rowKey(r) === rowKey(row) ? { ...r, traduccion, actualizado: traduccion === null ? null : new Date().toISOString() } : r)),
        conteo: { ...data.conteo, [row.tipo]: { ...count, faltantes: count.faltantes + delta } },
      };
    });
  /** After Enter: on to the next row's field, as in a spreadsheet. */
  const focusAfter = (row: TranslationRow) => {
    const rows = list.data?.filas ?? [];
    const next = rows[rows.findIndex((r) => rowKey(r) === rowKey(row)) + 1];
    if (next) document.getElementById(fieldId(next))?.focus();
  };

  if (list.error && !list.data) return <ErrorLine error={list.error} />;
  const data = list.data;
  const missing = data ? TRANSLATION_KINDS.reduce((n, k) => n + data.conteo[k].faltantes, 0) : undefined;
  return (
    <section aria-labelledby="translations-title" className="stack">
      <h1 id="translations-title">Traducciones</h1>
      <p className="muted">
        El contenido de la tienda en inglés (las páginas /en/…). Lo que no se traduce se muestra en español. Guarda cada fila con Enter o {SAVE_KEYS}; deja el campo vacío y
        guarda para quitar una traducción. En los textos de la tienda, conserva los marcadores como {'{envio}'} tal cual: se llenan con los ajustes.
      </p>
      {data && (
        <p role="status">
          {missing === 0 ? 'Todo traducido.' : `${plural(missing!, 'campo sin traducir', 'campos sin traducir')}: `}
          {missing !== 0 &&
            TRANSLATION_KINDS.filter((k) => data.conteo[k].faltantes > 0)
              .map((k) => `${TRANSLATION_KIND_LABELS[k]} ${data.conteo[k].faltantes.toLocaleString('es-MX')}`)
              .join(' · ')}
        </p>
      )}
      <form className="filters" role="search" onSubmit={apply}>
        <label>
          Tipo
          <select value={search.tipo ?? ''} onChange={(e) => go({ tipo: (e.target.value || undefined) as TranslationKind | undefined })}>
            <option value="">Todos</option>
            {TRANSLATION_KINDS.map((k) => (
              <option key={k} value={k}>
                {TRANSLATION_KIND_LABELS[k]}
                {data ? ` (${data.conteo[k].faltantes.toLocaleString('es-MX')} de ${data.conteo[k].campos.toLocaleString('es-MX')} sin traducir)` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          <input type="checkbox" checked={search.faltantes} onChange={(e) => go({ faltantes: e.target.checked })} /> Solo faltantes
        </label>
        <label>
          Buscar
          <input name="q" type="search" placeholder="Texto en español o en inglés" defaultValue={search.q ?? ''} key={search.q ?? ''} />
        </label>
        <button type="submit">Buscar</button>
      </form>
      {!data ? (
        <p className="muted">Cargando…</p>
      ) : data.filas.length === 0 ? (
        <p className="muted">{search.faltantes ? 'No falta nada por traducir con estos filtros.' : 'Nada que traducir con estos filtros.'}</p>
      ) : (
        <div className="table-wrap">
          <table className="translations-table">
            <thead>
              <tr>
                <th scope="col">Contenido</th>
                <th scope="col">Español</th>
                <th scope="col">Inglés</th>
              </tr>
            </thead>
            <tbody>
              {data.filas.map((r) => (
                <TranslationRowEditor key={rowKey(r)} row={r} onSaved={onSaved} onEnter={focusAfter} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > TRANSLATIONS_PER_PAGE && <Pager page={search.pagina} perPage={TRANSLATIONS_PER_PAGE} total={data.total} noun="campos" go={(pagina) => void navigate({ search: { ...search, pagina } })} />}
    </section>
  );
}

function TranslationRowEditor({ row, onSaved, onEnter }: { row: TranslationRow; onSaved: (row: TranslationRow, traduccion: string | null) => void; onEnter: (row: TranslationRow) => void }) {
  const saved = row.traduccion ?? '';
  const [text, setText] = useState(saved);
  const [notice, setNotice] = useState('');
  const save = trpc.translations.save.useMutation();
  const dirty = text.trim() !== saved;
  const label = `${TRANSLATION_FIELD_LABELS[row.campo] ?? row.campo} en inglés: ${row.etiqueta}`;

  const submit = (then?: () => void) => {
    if (save.isPending) return;
    if (!dirty) {
      then?.();
      return;
    }
    setNotice('');
    save.mutate(
      { tipo: row.tipo, ref: row.ref, campo: row.campo, idioma: 'en', texto: text },
      {
        onSuccess: (r) => {
          onSaved(row, r.traduccion);
          setText(r.traduccion ?? '');
          setNotice(r.message);
          then?.();
        },
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
      // Never the browser's «save page as» here.
      e.preventDefault();
      submit();
    } else if (e.key === 'Enter' && !row.largo && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit(() => onEnter(row));
    } else if (e.key === 'Escape' && dirty) {
      setText(saved);
    }
  };

  return (
    <tr className={dirty ? 'changed' : row.traduccion === null ? 'missing' : undefined}>
      <th scope="row">
        {row.etiqueta}
        <span className="muted">
          {' · '}
          {TRANSLATION_KIND_LABELS[row.tipo]}, {(TRANSLATION_FIELD_LABELS[row.campo] ?? row.campo).toLowerCase()}
        </span>
        {row.traduccion === null && <span className="badge">Falta</span>}
      </th>
      <td lang="es">
        <div className={row.largo ? 'translation-source translation-source--long' : 'translation-source'}>{row.espanol}</div>
      </td>
      <td>
        <form
          className="translation-field"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {row.largo ? (
            <textarea id={fieldId(row)} lang="en" rows={6} maxLength={row.max} aria-label={label} value={text} onChange={(e) => (setNotice(''), setText(e.target.value))} onKeyDown={onKeyDown} />
          ) : (
            <input id={fieldId(row)} lang="en" type="text" maxLength={row.max} aria-label={label} value={text} onChange={(e) => (setNotice(''), setText(e.target.value))} onKeyDown={onKeyDown} />
          )}
          <div className="actions">
            <button type="submit" disabled={!dirty || save.isPending} aria-keyshortcuts={row.largo ? 'Control+S Meta+S' : 'Enter Control+S Meta+S'}>
              {save.isPending ? 'Guardando…' : 'Guardar'}
            </button>
            {save.error ? (
              <span role="alert" className="error">
                {messageOf(save.error)}
              </span>
            ) : (
              <span role="status">{notice}</span>
            )}
          </div>
        </form>
      </td>
    </tr>
  );
}
