import type { LotUnit } from '@huerta/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { messageOf, trpc } from '../../lib/trpc';
import { LotFields } from './lot-fields';
import { newEntryKey, typedCost, typedQuantity, unitWord } from './lot-inputs';

/**
 * «Sin orden (mercado)»: what was bought without a purchase order — the product, the supplier if any, what
 * arrived, its real cost, the lot and its best-before date. Enter saves it and the form is ready for the next.
 */
export function MarketReceipt({ productos, proveedores, today, onSaved }: { productos: { id: number; nombre: string; unidad: LotUnit }[]; proveedores: { id: number; nombre: string }[]; today: string; onSaved: (message: string) => void }) {
  const receive = trpc.receiving.receive.useMutation();
  const [clave, setClave] = useState(newEntryKey);
  const [productoId, setProductoId] = useState<number | null>(null);
  const [proveedorId, setProveedorId] = useState<number | null>(null);
  const [qty, setQty] = useState('');
  const [cost, setCost] = useState('');
  const [codigo, setCodigo] = useState('');
  const [vence, setVence] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const said = useId();
  const first = useRef<HTMLSelectElement>(null);
  const product = productos.find((p) => p.id === productoId);
  const unit = product?.unidad ?? 'pza';

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!product) return setProblem('Elige el producto que llegó.');
    const typed = typedQuantity(qty, unit);
    if ('problema' in typed) return setProblem(typed.problema);
    const paid = typedCost(cost);
    if ('problema' in paid) return setProblem(paid.problema);
    if (!vence) return setProblem('Escribe la fecha de caducidad del lote.');
    try {
      const done = await receive.mutateAsync({ clave, productoId: product.id, ...(proveedorId ? { proveedorId } : {}), cantidad: typed.cantidad, costoCentavos: paid.centavos, ...(codigo.trim() ? { codigo: codigo.trim() } : {}), vence });
      setProblem(null);
      setQty('');
      setCost('');
      setCodigo('');
      setClave(newEntryKey());
      onSaved(done.mensaje);
      first.current?.focus();
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  return (
    <form className="receive-line" data-receive="" onSubmit={(e) => void save(e)} aria-label="Recibir sin orden">
      <div className="receive-line__fields receive-line__fields--market">
        <label>
          Producto
          <select ref={first} required value={productoId ?? ''} onChange={(e) => setProductoId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">Elige…</option>
            {productos.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nombre} ({unitWord(p.unidad)})
              </option>
            ))}
          </select>
        </label>
        <label>
          Proveedor
          <select value={proveedorId ?? ''} onChange={(e) => setProveedorId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">Ninguno (mercado)</option>
            {proveedores.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nombre}
              </option>
            ))}
          </select>
        </label>
        <label>
          Llegó ({unitWord(unit)})
          <input data-first="" type="text" inputMode="decimal" autoComplete="off" value={qty} readOnly={receive.isPending} onChange={(e) => setQty(e.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? said : undefined} />
        </label>
        <label>
          Costo real ($)
          <input type="text" inputMode="decimal" autoComplete="off" placeholder="pesos" value={cost} readOnly={receive.isPending} onChange={(e) => setCost(e.target.value)} />
        </label>
        <LotFields codigo={codigo} vence={vence} today={today} pending={receive.isPending} onCodigo={setCodigo} onVence={setVence} />
      </div>
      {problem && (
        <p className="error" id={said} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
