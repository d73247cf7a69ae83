import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the mail is about (pedido, contacto, restablecer); kept in the outbox. */
  kind: string;
  /** Files sent with it (a factura's PDF and XML); the outbox keeps their names. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers (a reminder's List-Unsubscribe and List-Unsubscribe-Post); the outbox keeps them. */
  headers?: Record<string, string>;
}

/**
 * The one way the shop sends mail: SMTP through nodemailer when SMTP_URL is set, otherwise the
 * development outbox table. Sending never throws into a request: whatever asked for the mail has
 * already been stored, and a mail failure is logged.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string }, database: Database, log: FastifyBaseLogger) {
  const { db, t } = database;
  const smtpUrl = options.smtpUrl;
  // nodemailer is loaded on the first SMTP mail only; the outbox mode never needs it.
  let transport: Promise<Transporter> | null = null;
  const getTransport = (url: string) => (transport ??= import('nodemailer').then((m) => m.default.createTransport(url)));
  return {
    mode: smtpUrl ? ('smtp' as const) : ('outbox' as const),
    /** Resolves once the outbox row is written (SMTP is not awaited); never rejects. */
    async send(message: MailMessage): Promise<void> {
      if (!smtpUrl) {
        try {
          const adjuntos = message.attachments?.length ? JSON.stringify(message.attachments.map((a) => a.filename)) : null;
          const cabeceras = message.headers ? JSON.stringify(message.headers) : null;
          await db.insert(t.correos).values({ para: message.to, asunto: message.subject, texto: message.text, tipo: message.kind, adjuntos, cabeceras });
        } catch (err) {
          log.error({ err }, 'no se pudo guardar el correo en la bandeja de desarrollo');
        }
        return;
      }
      getTransport(smtpUrl)
        .then((t) => t.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, attachments: message.attachments, headers: message.headers }))
        .catch((err: unknown) => log.error({ err, kind: message.kind }, 'no se pudo enviar el correo'));
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
