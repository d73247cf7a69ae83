import { useState } from 'react';

/** One answer open at a time; each question is a button with aria-expanded. */
export function FaqAccordion({ items }: { items: { pregunta: string; respuesta: string }[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ul className="faq">
      {items.map((item, i) => {
        const isOpen = open === i;
        return (
          <li key={item.pregunta} className={`faq__item ${isOpen ? 'is-open' : ''}`}>
            <h3 className="faq__q">
              <button type="button" aria-expanded={isOpen} aria-controls={`faq-${i}`} id={`faq-q-${i}`} onClick={() => setOpen(isOpen ? null : i)}>
                <span>{item.pregunta}</span>
                <span className="faq__sign" aria-hidden="true">
                  {isOpen ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={`faq-${i}`} role="region" aria-labelledby={`faq-q-${i}`} className="faq__a" hidden={!isOpen}>
              <p>{item.respuesta}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
