import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clearSession, getSession, useSession } from '../lib/session';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { AccountDetails } from './-components/account-details';
import { AccountEditForm } from './-components/account-edit-form';
import { GuestOrdersNotice } from './-components/guest-orders-notice';
import { CreditNote } from '../modules/payments/credit-note';
import { OrderList } from './-components/order-list';
import { FiscalDataCard } from '../modules/factura/fiscal-data-card';
import { BusinessCard } from '../modules/business/business-card';
import { StandingOrders } from '../modules/standing/standing-orders';
import { ReminderSettings } from '../modules/reminders/reminder-settings';
import './-components/account.css';

export const Route = createFileRoute('/account')({
  beforeLoad: () => {
    const { token, user } = getSession();
    if (!token) throw redirect({ to: '/tienda' });
    if (!user) {
      // A token without its user cannot be shown; drop it so /login does not bounce back here.
      clearSession();
      throw redirect({ to: '/login' });
    }
  },
  component: AccountPage,
});

function AccountPage() {
  useTitle(t('Mi Cuenta'));
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);

  const logout = () => {
    clearSession();
    queryClient.removeQueries({ predicate: (q) => JSON.stringify(q.queryKey).includes('account') });
    void navigate({ to: '/login' });
  };

  if (!user) return null;
  return (
    <section className="page account">
      <div className="account__head">
        <div>
          <p className="eyebrow">{t('Perfil')}</p>
          <h1 className="page-title">{t('Mi Cuenta')}</h1>
        </div>
        <button type="button" className="btn btn--ghost" onClick={logout}>
          {t('Cerrar Sesión')}
        </button>
      </div>
      <div className="account__grid">
        <div className="card-surface">
          <h2 className="account__title">{t('Mis datos')}</h2>
          {editing ? <AccountEditForm user={user} onDone={() => setEditing(false)} /> : <AccountDetails user={user} onEdit={() => setEditing(true)} />}
          <h2 className="account__title account__title--next">{t('Datos fiscales')}</h2>
          <FiscalDataCard user={user} />
          <h2 className="account__title account__title--next">{t('Cuenta de negocio')}</h2>
          <BusinessCard user={user} />
          <h2 className="account__title account__title--next">{t('Avisos por correo')}</h2>
          <ReminderSettings />
        </div>
        <div className="card-surface">
          <h2 className="account__title">{t('Mis pedidos')}</h2>
          <CreditNote />
          <StandingOrders />
          <GuestOrdersNotice />
          <OrderList />
        </div>
      </div>
    </section>
  );
}
