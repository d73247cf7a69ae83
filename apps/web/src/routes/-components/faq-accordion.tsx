import { renderArticle } from '@huerta/contracts/markdown';
import type { TextSection } from '@huerta/contracts/shop-texts';
import { useState } from 'react';

/** One answer open at a time; each question (a `## ` heading of the FAQ text) is a button with aria-expanded. */
export function FaqAccordion({ items }: { items: TextSection[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ul className="faq">
      {items.map((item, i) => {
        const isOpen = open === i;
        return (
          <li key={`${i}-${item.titulo}`} className={`faq__item ${isOpen ? 'is-open' : ''}`}>
            <h3 className="faq__q">
              <button type="button" aria-expanded={isOpen} aria-controls={`faq-${i}`} id={`faq-q-${i}`} onClick={() => setOpen(isOpen ? null : i)}>
                <span>{item.titulo}</span>
                <span className="faq__sign" aria-hidden="true">
                  {isOpen ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={`faq-${i}`} role="region" aria-labelledby={`faq-q-${i}`} className="faq__a" hidden={!isOpen}>
              <div dangerouslySetInnerHTML={{ __html: renderArticle(item.cuerpo) }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
