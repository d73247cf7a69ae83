import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { t } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { useTitle } from '../../lib/use-title';
import { FormMessage } from '../layout/form-message';

/**
 * The plan and day a reminder's link names, read from the address once (not as route options: those would add
 * to every page's first JavaScript).
 */
export function useReminderLink() {
  const [link] = useState(() => {
    const q = new URLSearchParams(window.location.search);
    return { plan: Number(q.get('plan')), dia: q.get('dia') ?? '', firma: q.get('firma') ?? '' };
  });
  return link;
}

/** A reminder link's page (issue 34): its title, what it does, then what came of it and the way to the account. */
export function ReminderLinkPage({ title, done, error, children }: { title: string; done: string | null; error: unknown; children: ReactNode }) {
  useTitle(title);
  return (
    <section className="page page--narrow">
      <h1 className="page-title">{title}</h1>
      {done === null && children}
      {done !== null && <FormMessage message={{ ok: true, text: done }} />}
      {error != null && <FormMessage message={{ ok: false, text: errorMessage(error, t('Error al enviar la petición. Intenta de nuevo.')) }} />}
      <p>
        <Link to="/account" className="btn btn--ghost">
          {t('Ver mi cuenta')}
        </Link>
      </p>
    </section>
  );
}
