import { renderArticle } from '@huerta/contracts/markdown';
import type { ShopTextKey } from '@huerta/contracts/shop-texts';
import { useShopFacts, useShopText } from '../../modules/content/use-shop-text';
import { t } from '../../i18n/i18n';
import './legal.css';

/**
 * A legal text of the shop (terms, privacy): the owner's version from the back office or the first one,
 * its {marcadores} filled from the settings (modules/content/use-shop-text.ts), one numbered section per
 * `## ` heading with a table of contents. `intro` is a message id (msg()) with the shop's name as {tienda}.
 */
export function LegalPage({ title, intro, clave }: { title: string; intro: string; clave: ShopTextKey }) {
  const text = useShopText(clave);
  const sections = text?.sections;
  const facts = useShopFacts();
  return (
    <article className="page page--narrow legal">
      <h1 className="page-title">{title}</h1>
      <p className="legal__intro">{t(intro, { tienda: facts?.tienda ?? 'Huerta Baja' })}</p>
      {!sections ? (
        <p className="muted" role="status">
          {t('Cargando…')}
        </p>
      ) : (
        <>
          <nav aria-label={t('Contenido')} className="legal__toc" lang={text?.lang}>
            <ol>
              {sections.map((s, i) => (
                <li key={`${i}-${s.titulo}`}>
                  <a href={`#sec-${i + 1}`}>{s.titulo}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((s, i) => (
            <section key={`${i}-${s.titulo}`} id={`sec-${i + 1}`} className="legal__section" lang={text?.lang}>
              <h2>
                {i + 1}. {s.titulo}
              </h2>
              {/* The owner's Markdown, sanitized by DOMPurify (contracts/markdown), as the blog's articles. */}
              <div dangerouslySetInnerHTML={{ __html: renderArticle(s.cuerpo) }} />
            </section>
          ))}
        </>
      )}
    </article>
  );
}
