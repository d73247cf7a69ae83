import { useId, useState } from 'react';
import { currentLocale, t } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';
import { dayLabel, windowLabel } from './delivery-labels';
import { useDelivery } from './use-delivery';

export interface SlotChoice {
  dia: string;
  ventana: string;
}

type Slots = { zona: string; dias: { dia: string; etiqueta: string; ventanas: { id: string; nombre: string; lleno: boolean }[] }[] };

/**
 * The delivery day and window for the remembered postal code: the shopper's choice while it is still
 * open, else the earliest day and window with room. Shared by the checkout (which sends it) and the picker.
 */
export function useSlotChoice() {
  const delivery = useDelivery();
  const slots = trpc.catalog.deliverySlots.useQuery({ codigo_postal: delivery.cp }, { enabled: delivery.status === 'zona', staleTime: 30_000 });
  const [value, choose] = useState<SlotChoice | null>(null);
  const days = delivery.status === 'zona' ? (slots.data?.dias ?? []) : [];
  const open = value && days.some((d) => d.dia === value.dia && d.ventanas.some((w) => w.id === value.ventana && !w.lleno));
  return { slots, chosen: open ? value : firstOpen(days), choose, active: delivery.status === 'zona' };
}

/**
 * The delivery day (the zone's next ones, on the shop's clock) and window; a window with no place left
 * says «Lleno» and cannot be chosen. The server checks the same again when the order is placed. The day's
 * label is the server's in Spanish, Intl's in English; the owner's window names have their English when known.
 */
export function DeliverySlotPicker({ choice }: { choice: ReturnType<typeof useSlotChoice> }) {
  const id = useId();
  const { slots, chosen, choose, active } = choice;
  if (!active) return null;
  if (slots.isPending) return <p className="muted">{t('Buscando días de entrega…')}</p>;
  if (slots.isError) return <p className="delivery-box__error">{t('No se pudieron cargar los días de entrega. Revisa tu conexión.')}</p>;
  const data: Slots = slots.data;
  if (data.dias.length === 0) return <p className="delivery-box__error">{t('Por ahora no hay días de entrega para {zona}.', { zona: data.zona })}</p>;
  const day = data.dias.find((d) => d.dia === chosen?.dia) ?? data.dias[0]!;
  return (
    <div className="slot-picker">
      <fieldset>
        <legend>{t('Día de entrega')}</legend>
        <div className="slot-picker__options">
          {data.dias.map((d) => {
            const open = d.ventanas.find((w) => !w.lleno);
            return (
              <label key={d.dia} className={`slot ${d.dia === day.dia ? 'is-on' : ''}`}>
                <input type="radio" name={`${id}-dia`} value={d.dia} checked={d.dia === day.dia} disabled={!open} onChange={() => open && choose({ dia: d.dia, ventana: open.id })} />
                <span>{currentLocale() === 'es' ? d.etiqueta : dayLabel(d.dia)}</span>
                {!open && <small>{t('Lleno')}</small>}
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('Horario')}</legend>
        <div className="slot-picker__options">
          {day.ventanas.map((w) => (
            <label key={w.id} className={`slot ${chosen?.ventana === w.id && chosen.dia === day.dia ? 'is-on' : ''}`}>
              <input type="radio" name={`${id}-ventana`} value={w.id} checked={chosen?.ventana === w.id && chosen.dia === day.dia} disabled={w.lleno} onChange={() => choose({ dia: day.dia, ventana: w.id })} />
              <span>{windowLabel(w.nombre)}</span>
              {w.lleno && <small>{t('Lleno')}</small>}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function firstOpen(days: { dia: string; ventanas: { id: string; lleno: boolean }[] }[]): SlotChoice | null {
  for (const d of days) {
    const w = d.ventanas.find((x) => !x.lleno);
    if (w) return { dia: d.dia, ventana: w.id };
  }
  return null;
}
