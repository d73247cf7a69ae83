import { createFileRoute } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { Field } from '../modules/layout/field';
import { MailIcon, WhatsAppIcon } from '../modules/layout/icons';
import { useConfig, whatsappUrl } from '../modules/layout/use-config';
import './-components/contact.css';
import { FormMessage, type FormMessageValue } from '../modules/layout/form-message';
import { errorMessage, serverText } from '../lib/errors';

export const Route = createFileRoute('/contacto')({ component: ContactPage });

const EMPTY = { nombre: '', correo: '', telefono: '', mensaje: '', sitio_web: '' };

function ContactPage() {
  useTitle(t('Contacto'));
  const tienda = useConfig()?.tienda;
  const [form, setForm] = useState(EMPTY);
  const [result, setResult] = useState<FormMessageValue | null>(null);
  const send = trpc.contact.send.useMutation();
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setResult(null);
    try {
      const res = await send.mutateAsync(form);
      setResult({ ok: true, text: serverText(res.message) });
    } catch (err) {
      setResult({ ok: false, text: errorMessage(err, t('Error al enviar el mensaje')) });
    }
    setForm(EMPTY);
  }

  return (
    <section className="page contact">
      <div className="contact__intro">
        <p className="eyebrow">{t('Contacto')}</p>
        <h1 className="page-title">{t('¿Hablamos?')}</h1>
        <p>{t('Cotizaciones de mayoreo, entregas recurrentes para tu restaurante u hotel, o una duda sobre tu pedido: escríbenos y te respondemos el mismo día hábil.')}</p>
        {tienda && (
          <ul className="contact__channels">
            <li>
              <a href={whatsappUrl(tienda.whatsapp)} target="_blank" rel="noopener noreferrer">
                <WhatsAppIcon /> WhatsApp {tienda.whatsapp}
              </a>
            </li>
            <li>
              <a href={`mailto:${tienda.email}`}>
                <MailIcon /> {tienda.email}
              </a>
            </li>
          </ul>
        )}
      </div>
      <form className="card-surface form contact__form" onSubmit={onSubmit}>
        <Field id="nombre" label={t('Nombre')} value={form.nombre} onChange={set('nombre')} required autoComplete="name" />
        <Field id="correo" label={t('Correo')} type="email" value={form.correo} onChange={set('correo')} required autoComplete="email" />
        <Field id="telefono" label={t('Teléfono')} type="tel" value={form.telefono} onChange={set('telefono')} autoComplete="tel" />
        <Field id="mensaje" label={t('Mensaje')} value={form.mensaje} onChange={set('mensaje')} multiline />
        {/* Honeypot instead of reCAPTCHA: people never see it, bots fill it. */}
        <div className="contact__hp" aria-hidden="true">
          <label htmlFor="sitio_web">{t('Sitio web')}</label>
          <input id="sitio_web" name="sitio_web" tabIndex={-1} autoComplete="off" value={form.sitio_web} onChange={(e) => set('sitio_web')(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {send.isPending ? t('Enviando...') : t('Enviar mensaje')}
        </button>
        <FormMessage message={result} />
      </form>
    </section>
  );
}
