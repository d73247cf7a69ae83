/** A stack frame, SQL or a "stack" key: what an answer must never show. */
export const LEAK = /\bat \S+ \(|SQLITE|select |insert into|stack/i;

/** A message a Spanish-speaking customer can read (and not Fastify's or Node's English default). */
export function isSpanish(message: unknown): boolean {
  if (typeof message !== 'string' || message.length < 8) return false;
  if (/unsupported|media type|too large|request entity|payload|content[- ]type/i.test(message)) return false;
  return /[áéíóúñ¿¡]|\b(de|del|el|la|los|las|no|se|solo|este|esta|tipo|contenido|formato|archivos?|solicitud|petición|datos|envío|acepta\w*|permit\w*|demasiado)\b/i.test(message);
}

/** The `{ success: false, message }` action envelope. */
export function isFailureEnvelope(json: unknown): json is { success: false; message: string } {
  return typeof json === 'object' && json !== null && (json as { success?: unknown }).success === false && typeof (json as { message?: unknown }).message === 'string';
}
