import type { StandingFrequency } from '@huerta/contracts';

export const FREQUENCIES: Record<StandingFrequency, string> = { semanal: 'Cada semana', quincenal: 'Cada dos semanas' };
