import { Link } from '@tanstack/react-router';
import { ArrowUpIcon, MailIcon, WhatsAppIcon } from './icons';
import { useConfig, whatsappUrl } from './use-config';
import './footer.css';

export function Footer() {
  const config = useConfig();
  const tienda = config?.tienda;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Link to="/tienda" className="footer__logo" aria-label="Huerta Baja, ir a la tienda">
            <img src="/img/logo.webp" alt="" width={56} height={56} />
            <span>Huerta Baja</span>
          </Link>
          <p>Frutas, verduras y abarrotes frescos de Baja California, a la puerta de tu casa o tu negocio.</p>
        </div>
        <div>
          <h2 className="footer__title">Contáctanos</h2>
          {tienda && (
            <ul className="footer__list">
              <li>
                <a href={whatsappUrl(tienda.whatsapp)} target="_blank" rel="noopener noreferrer">
                  <WhatsAppIcon width={20} height={20} />
                  <span>WhatsApp {tienda.whatsapp}</span>
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
          <h2 className="footer__title">Información</h2>
          <ul className="footer__list">
            <li><Link to="/contacto">Contacto</Link></li>
            <li><Link to="/terms">Políticas comerciales</Link></li>
            <li><Link to="/privacy">Políticas de privacidad</Link></li>
            <li><Link to="/blog">Blog</Link></li>
          </ul>
        </div>
      </div>
      <div className="footer__bottom">
        <p>© 2024 Huerta Baja. Todos los derechos reservados. Diseño: Estudio Nopal.</p>
        <button
          type="button"
          className="footer__top"
          aria-label="Volver arriba"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUpIcon />
        </button>
      </div>
    </footer>
  );
}
