import { Link, createFileRoute } from '@tanstack/react-router';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { ChatIcon, LeafIcon, TruckIcon } from './-components/page-icons';
import { useShopFacts, useShopText } from '../modules/content/use-shop-text';
import { features } from '../modules/content/features';
import { FaqAccordion } from './-components/faq-accordion';
import './-components/about.css';

export const Route = createFileRoute('/nosotros')({ component: AboutPage });

const FEATURE_ICONS = [TruckIcon, ChatIcon, LeafIcon];

function AboutPage() {
  useTitle(t('Nosotros'));
  const faq = useShopText('faq');
  const facts = useShopFacts();
  return (
    <section className="page about">
      <div className="about__hero">
        <p className="eyebrow">{t('Nosotros')}</p>
        <h1 className="page-title">{t('Producto fresco de Baja California, directo a tu puerta')}</h1>
        <p>
          {t(
            'Somos una tienda local que lleva fruta, verdura y abarrotes a hogares, restaurantes y hoteles de {ciudades}. Entregamos a domicilio, damos precios especiales de mayoreo y programamos entregas recurrentes para que nunca te falte nada.',
            { ciudades: facts?.ciudades ?? t('Tecate, Tijuana, Rosarito y Ensenada') },
          )}
        </p>
        <Link to="/tienda" className="btn btn--primary">
          {t('Ver la tienda')}
        </Link>
      </div>
      <ul className="about__features">
        {features.map((f, i) => {
          const Icon = FEATURE_ICONS[i] ?? LeafIcon;
          return (
            <li key={f.titulo} className="card-surface about__feature">
              <span className="about__icon">
                <Icon width={28} height={28} />
              </span>
              <h2>{t(f.titulo)}</h2>
              <p>{facts ? t(f.texto, facts) : ''}</p>
            </li>
          );
        })}
      </ul>
      <div className="about__faq">
        <h2 className="section__title">{t('Preguntas frecuentes')}</h2>
        {faq ? (
          <div lang={faq.lang}>
            <FaqAccordion items={faq.sections} />
          </div>
        ) : (
          <p className="muted" role="status">
            {t('Cargando…')}
          </p>
        )}
      </div>
    </section>
  );
}
