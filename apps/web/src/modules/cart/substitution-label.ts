import type { Substitution } from '@huerta/contracts';
import { msg, t } from '../../i18n/i18n';

/** contracts' SUBSTITUTION_LABELS (the same Spanish) as message ids. */
const LABELS: Record<Substitution, string> = { similar: msg('Sustituir por uno similar'), no: msg('No sustituir'), llamar: msg('Llamarme') };

/** What to do if a product runs out, as the shopper reads it in the page's language. */
export const substitutionLabel = (s: Substitution): string => t(LABELS[s]);
