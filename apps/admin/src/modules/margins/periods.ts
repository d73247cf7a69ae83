import { addCalendarDays, daysOf, weekStartOf } from '@huerta/contracts';

/** The report's periods, as the owner asks for them. */
export const PERIODS = [
  { value: 'semana', label: 'Esta semana' },
  { value: '4semanas', label: 'Últimas 4 semanas' },
  { value: 'mes', label: 'Este mes' },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

/** A period's days and grouping on the shop's today: this week by day, four weeks by week, the month by day. */
export function periodInput(period: Period, today: string): { desde: string; dias: number; agrupar: 'dia' | 'semana' } {
  if (period === '4semanas') return { desde: addCalendarDays(weekStartOf(today), -21), dias: 28, agrupar: 'semana' };
  if (period === 'mes') {
    const desde = `${today.slice(0, 8)}01`;
    const next = addCalendarDays(`${today.slice(0, 8)}28`, 4).slice(0, 8) + '01';
    return { desde, dias: daysOf({ desde, hasta: addCalendarDays(next, -1) }).length, agrupar: 'dia' };
  }
  return { desde: weekStartOf(today), dias: 7, agrupar: 'dia' };
}

/** «lun 28/12» for a day; «sem. 28/12» for a week starting that Monday. */
export function bucketLabel(day: string, agrupar: 'dia' | 'semana'): string {
  const dm = `${day.slice(8)}/${day.slice(5, 7)}`;
  if (agrupar === 'semana') return `sem. ${dm}`;
  const weekday = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'][new Date(`${day}T12:00:00Z`).getUTCDay()];
  return `${weekday} ${dm}`;
}
