import { renderArticle } from '@huerta/contracts/markdown';
import { useDeferredValue, useMemo } from 'react';

/** A product page's text: Markdown beside its preview, rendered and sanitized as the storefront shows it. */
export function DescriptionField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const deferred = useDeferredValue(value);
  const preview = useMemo(() => renderArticle(deferred), [deferred]);
  return (
    <div className="columns editor">
      <label>
        Descripción para la página del producto (Markdown, opcional)
        <textarea rows={6} maxLength={5000} value={value} onChange={(e) => onChange(e.target.value)} placeholder="De dónde viene, cómo elegirlo, cómo guardarlo…" />
      </label>
      <section className="card article-preview" aria-label="Vista previa de la descripción">
        {value ? <div dangerouslySetInnerHTML={{ __html: preview }} /> : <p className="muted">Sin descripción: la página muestra el precio y la foto.</p>}
      </section>
    </div>
  );
}
