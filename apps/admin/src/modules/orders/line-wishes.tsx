import { SUBSTITUTION_LABELS } from '@huerta/contracts';
import { PhoneLinks } from '../../lib/phone-links';

/**
 * What the shopper asked of one line (ripeness, what to do if it runs out), under its name: for the packer.
 * «Llamarme» stands out with the customer's phone beside it: the packer calls before putting anything else in.
 */
export function LineWishes({ nota, sustitucion, telefono }: { nota: string | null; sustitucion: string | null; telefono?: string }) {
  if (!nota && !sustitucion) return null;
  const callMe = sustitucion === SUBSTITUTION_LABELS.llamar;
  return (
    <span className="line-wishes">
      {nota && <span>«{nota}»</span>}
      {sustitucion &&
        (callMe ? (
          <strong className="call-me">
            Si se agota: Llamarme {telefono && <PhoneLinks telefono={telefono} />}
          </strong>
        ) : (
          <span>Si se agota: {sustitucion}</span>
        ))}
    </span>
  );
}
