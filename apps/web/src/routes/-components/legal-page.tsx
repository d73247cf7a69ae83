import { useConfig } from '../../modules/layout/use-config';
import './legal.css';

interface Section {
  titulo: string;
  parrafos: string[];
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(tienda|telefono|email)\}/g, (_, k: string) => values[k] ?? '');

/** A static legal text whose {tienda}/{telefono}/{email} come from the shop's configuration. */
export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: Section[] }) {
  const tienda = useConfig()?.tienda;
  const values = { tienda: tienda?.nombre ?? 'Huerta Baja', telefono: tienda?.telefono ?? '', email: tienda?.email ?? '' };
  return (
    <article className="page page--narrow legal">
      <h1 className="page-title">{title}</h1>
      <p className="legal__intro">{fill(intro, values)}</p>
      <nav aria-label="Contenido" className="legal__toc">
        <ol>
          {sections.map((s, i) => (
            <li key={s.titulo}>
              <a href={`#sec-${i + 1}`}>{s.titulo}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.titulo} id={`sec-${i + 1}`} className="legal__section">
          <h2>
            {i + 1}. {s.titulo}
          </h2>
          {s.parrafos.map((p) => (
            <p key={p.slice(0, 40)}>{fill(p, values)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
