import type { User } from '@huerta/contracts';
import { t } from '../../i18n/i18n';

const orNone = (v: string | null | undefined) => (v && v.trim() ? v : t('No disponible'));

export function AccountDetails({ user, onEdit }: { user: User; onEdit: () => void }) {
  return (
    <>
      <dl className="account__details">
        <div>
          <dt>{t('Nombre completo')}</dt>
          {/* A name and an address are not texts to translate (nor read for their words: a random e-mail may spell «de»). */}
          <dd translate="no">{user.nombre_completo}</dd>
        </div>
        <div>
          <dt>{t('Correo electrónico')}</dt>
          <dd translate="no">{user.email}</dd>
        </div>
        <div>
          <dt>{t('Teléfono')}</dt>
          <dd>{orNone(user.telefono)}</dd>
        </div>
        <div>
          <dt>{t('Dirección de envío')}</dt>
          {/* An address is written as the post office reads it, in Spanish: not a text to translate. */}
          <dd translate={user.direccion ? 'no' : undefined}>{orNone(user.direccion)}</dd>
        </div>
        <div>
          <dt>{t('Dirección de facturación')}</dt>
          <dd translate={user.direccion_facturacion ? 'no' : undefined}>{orNone(user.direccion_facturacion)}</dd>
        </div>
      </dl>
      <button type="button" className="btn btn--primary" onClick={onEdit}>
        {t('Editar datos')}
      </button>
    </>
  );
}
