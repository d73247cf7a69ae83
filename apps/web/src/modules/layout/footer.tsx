import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/i18n';
import { STORE_NAME } from '../../lib/use-title';
import { ArrowUpIcon, MailIcon, WhatsAppIcon } from './icons';
import { useConfig, whatsappUrl } from './use-config';
import './footer.css';

/** The year of the copyright line, as the shop has always shown it. */
const COPYRIGHT_YEAR = 2024;

export function Footer() {
  const config = useConfig();
  const tienda = config?.tienda;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Link to="/tienda" className="footer__logo" aria-label={t('Huerta Baja, ir a la tienda')}>
            <img src="/img/logo.webp" alt="" width={56} height={56} />
            <span>{STORE_NAME}</span>
          </Link>
          <p>{t('Frutas, verduras y abarrotes frescos de Baja California, a la puerta de tu casa o tu negocio.')}</p>
        </div>
        <div>
          <h2 className="footer__title">{t('Contáctanos')}</h2>
          {tienda && (
            <ul className="footer__list">
              <li>
                <a href={whatsappUrl(tienda.whatsapp)} target="_blank" rel="noopener noreferrer">
                  <WhatsAppIcon width={20} height={20} />
                  <span>{t('WhatsApp {telefono}', { telefono: tienda.whatsapp })}</span>
                </a>
              </li>
              <li>
                <a href={`mailto:${tienda.email}`}>
                  <MailIcon width={20} height={20} />
                  <span>{tienda.email}</span>
                </a>
              </li>
            </ul>
          )}
        </div>
        <div>
          <h2 className="footer__title">{t('Información')}</h2>
          <ul className="footer__list">
            <li><Link to="/contacto">{t('Contacto')}</Link></li>
            <li><Link to="/facturar">{t('Facturar mi compra')}</Link></li>
            <li><Link to="/terms">{t('Políticas comerciales')}</Link></li>
            <li><Link to="/privacy">{t('Políticas de privacidad')}</Link></li>
            <li><Link to="/blog">{t('Blog')}</Link></li>
          </ul>
        </div>
      </div>
      <div className="footer__bottom">
        <p>{t('© {year} Huerta Baja. Todos los derechos reservados. Diseño: Estudio Nopal.', { year: COPYRIGHT_YEAR })}</p>
        <button
          type="button"
          className="footer__top"
          aria-label={t('Volver arriba')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUpIcon />
        </button>
      </div>
    </footer>
  );
}
