import { createFileRoute } from '@tanstack/react-router';
import type { PublicConfig } from '@huerta/contracts';
import { renderArticle } from '@huerta/contracts/markdown';
import { SHOP_TEXT_PLACEHOLDERS, SHOP_TEXT_TITLES, fillShopText, shopFacts, textSections, type ShopTextKey, type ShopTextPlaceholder } from '@huerta/contracts/shop-texts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState, type FormEvent } from 'react';
import { ErrorLine } from '../lib/error-line';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/textos')({ component: ShopTextsPage });

/** The storefront's own configuration (REST, same origin): the facts the preview fills the texts with. */
const usePublicConfig = () =>
  useQuery({ queryKey: ['public-config'], queryFn: async () => ((await (await fetch('/api/config')).json()) as { data: PublicConfig }).data, staleTime: 30_000 });

/** «Textos»: the FAQ, terms and privacy as Markdown, with a preview filled from the settings. Owner only. */
function ShopTextsPage() {
  const texts = trpc.texts.list.useQuery();
  const config = usePublicConfig();
  const [clave, setClave] = useState<ShopTextKey>('faq');
  if (texts.error) return <ErrorLine error={texts.error} />;
  if (!texts.data || !config.data) return <p className="muted">Cargando…</p>;
  const current = texts.data.find((t) => t.clave === clave)!;
  return (
    <div className="stack">
      <h1>Textos de la tienda</h1>
      <p className="muted">
        Cada «## Título» es una pregunta o una sección. Las reglas no se escriben a mano: los marcadores como {'{envio}'} se llenan con los ajustes y las
        zonas de entrega, así el texto siempre dice lo que cobra el carrito.
      </p>
      <div role="tablist" aria-label="Texto" className="tabs">
        {texts.data.map((t) => (
          <button key={t.clave} type="button" role="tab" aria-selected={t.clave === clave} onClick={() => setClave(t.clave)}>
            {SHOP_TEXT_TITLES[t.clave]}
            {t.editado ? ' · editado' : ''}
          </button>
        ))}
      </div>
      {/* Keyed by the text only: a save that reloads the list keeps the editor and its «guardado» message. */}
      <TextEditor key={clave} clave={clave} initial={current.contenido} editado={current.editado} config={config.data} />
    </div>
  );
}

function TextEditor({ clave, initial, editado, config }: { clave: ShopTextKey; initial: string; editado: boolean; config: PublicConfig }) {
  const utils = trpc.useUtils();
  const [text, setText] = useState(initial);
  const [saved, setSaved] = useState<string | null>(null);
  const onSuccess = async (message: string) => {
    setSaved(message);
    await utils.texts.list.invalidate();
  };
  const update = trpc.texts.update.useMutation({ onSuccess: () => onSuccess('Texto guardado: la tienda ya lo muestra.') });
  const reset = trpc.texts.reset.useMutation({
    onSuccess: async () => {
      await onSuccess('Se restauró la primera versión.');
      // The editor shows the first version again (the list now has it).
      const first = (await utils.texts.list.fetch()).find((t) => t.clave === clave);
      if (first) setText(first.contenido);
    },
  });
  const facts = useMemo(() => shopFacts(config), [config]);
  // The preview waits for a pause in the typing, as the articles' does.
  const deferred = useDeferredValue(text);
  const sections = useMemo(() => textSections(fillShopText(deferred, facts)), [deferred, facts]);
  const dirty = text !== initial;
  const save = () => {
    if (dirty && !update.isPending) update.mutate({ clave, contenido: text });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save();
  };
  // Ctrl+S / Cmd+S saves, as in «Precios del día», instead of the browser saving the page.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return (
    <form className="stack" onSubmit={submit} aria-label={SHOP_TEXT_TITLES[clave]}>
      <div className="columns editor">
        <label>
          {SHOP_TEXT_TITLES[clave]} (Markdown)
          <textarea rows={24} value={text} onChange={(e) => (setSaved(null), setText(e.target.value))} />
        </label>
        <section className="card article-preview" aria-label="Vista previa">
          {sections.length === 0 && <p className="muted">Escribe al menos una sección con «## Título».</p>}
          {sections.map((s, i) => (
            <div key={`${i}-${s.titulo}`}>
              <h2>{s.titulo}</h2>
              {/* Sanitized by renderArticle, exactly as the storefront shows it. */}
              <div dangerouslySetInnerHTML={{ __html: renderArticle(s.cuerpo) }} />
            </div>
          ))}
        </section>
      </div>
      <details>
        <summary>Marcadores y lo que dicen hoy</summary>
        <table>
          <tbody>
            {(Object.keys(SHOP_TEXT_PLACEHOLDERS) as ShopTextPlaceholder[]).map((k) => (
              <tr key={k}>
                <th scope="row">
                  <code>{`{${k}}`}</code>
                </th>
                <td>{SHOP_TEXT_PLACEHOLDERS[k]}</td>
                <td>{facts[k]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <ErrorLine error={update.error ?? reset.error} />
      {saved && <p role="status">{saved}</p>}
      <div className="actions">
        <button type="submit" disabled={!dirty || update.isPending}>
          {update.isPending ? 'Guardando…' : 'Guardar (Ctrl+S)'}
        </button>
        {editado && (
          <button
            type="button"
            className="link"
            disabled={reset.isPending}
            onClick={() => {
              if (window.confirm('¿Volver a la primera versión de este texto? Se pierde la versión editada.')) reset.mutate({ clave });
            }}
          >
            Volver a la primera versión
          </button>
        )}
      </div>
    </form>
  );
}
