import type { Validity } from '@huerta/contracts';

const VALIDITY: Record<Validity, { label: string; className: string }> = {
  vigente: { label: 'Vigente', className: 'state state-entregado' },
  programada: { label: 'Programada', className: 'state state-preparando' },
  vencida: { label: 'Vencida', className: 'state' },
};

/** Whether the shop shows it today, will show it, or did. */
export function ValidityBadge({ estado }: { estado: Validity }) {
  return <span className={VALIDITY[estado].className}>{VALIDITY[estado].label}</span>;
}

export const validityRange = (inicio: string, fin: string | null) => (fin ? `${inicio} → ${fin}` : `desde ${inicio}`);
