import { useState } from 'react';
import { messageOf, trpc } from '../../lib/trpc';

const NOBODY = 'ninguno';

const summary = (n: number, nombre: string | null) => {
  const orders = n === 1 ? '1 pedido' : `${n} pedidos`;
  if (nombre === null) return `${orders} sin repartidor.`;
  return `${orders} ${n === 1 ? 'asignado' : 'asignados'} a ${nombre}.`;
};

/**
 * «Repartidor» + «Asignar»: gives the chosen orders to a driver (or to nobody), who sees them in «Mi ruta»
 * on their delivery day. Nothing is shown while the shop has no active driver. `onResult`: the page's line.
 */
export function DriverAssign({ ids, onResult }: { ids: number[]; onResult: (text: string) => void }) {
  const utils = trpc.useUtils();
  const drivers = trpc.drivers.list.useQuery();
  const [choice, setChoice] = useState<string | null>(null);
  const assign = trpc.drivers.assign.useMutation({
    onError: (error) => onResult(messageOf(error)),
    onSettled: () => utils.drivers.invalidate(),
  });
  const list = drivers.data ?? [];
  if (list.length === 0) return null;
  const value = choice ?? String(list[0]!.id);
  const go = () => {
    const repartidorId = value === NOBODY ? null : Number(value);
    const nombre = repartidorId === null ? null : (list.find((d) => d.id === repartidorId)?.nombre ?? '');
    assign.mutate({ ids, repartidorId }, { onSuccess: (result) => onResult(summary(result.asignados, nombre)) });
  };
  return (
    <span className="assign-driver">
      <label className="inline">
        Repartidor
        <select value={value} onChange={(e) => setChoice(e.target.value)}>
          {list.map((d) => (
            <option key={d.id} value={String(d.id)}>
              {d.nombre}
            </option>
          ))}
          <option value={NOBODY}>Sin repartidor</option>
        </select>
      </label>
      <button type="button" className="secondary" disabled={ids.length === 0 || assign.isPending} onClick={go}>
        Asignar
      </button>
    </span>
  );
}
