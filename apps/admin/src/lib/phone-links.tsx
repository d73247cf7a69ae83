import { phoneLinks } from '@huerta/contracts/rules';

/**
 * A customer's phone as the packers use it: the number calls it (on a phone, or through the computer's
 * dialler) and «WhatsApp» opens a chat. Printed, only the number is left (the slip is read, not tapped).
 */
export function PhoneLinks({ telefono }: { telefono: string | null | undefined }) {
  if (!telefono) return null;
  const links = phoneLinks(telefono);
  if (!links) return <span>{telefono}</span>;
  return (
    <span className="phone">
      <a href={links.tel}>{telefono}</a>
      {links.whatsapp && (
        <a className="whatsapp no-print" href={links.whatsapp} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${telefono}`}>
          WhatsApp
        </a>
      )}
    </span>
  );
}
