import { useState } from 'react';
import { trpc } from '../../lib/trpc';

type Preview = {
  nuevos: { linea: number; nombre: string }[];
  cambiados: { linea: number; id: number; nombre: string; cambios: string[] }[];
  sinCambios: number;
  errores: { linea: number; motivo: string }[];
};

const send = async (file: File, aplicar: 0 | 1) => {
  const res = await fetch(`/admin/importar/productos.csv?aplicar=${aplicar}`, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: file, credentials: 'same-origin' });
  return (await res.json()) as { success: boolean; message: string; data?: Preview };
};

/** Export the catalogue to a spreadsheet, and import it back: first what it would change, then all of it or nothing. */
export function CatalogImport() {
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<{ success: boolean; message: string; data?: Preview } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (aplicar: 0 | 1) => {
    if (!file) return;
    setBusy(true);
    try {
      const a = await send(file, aplicar);
      setAnswer(a);
      if (aplicar === 1 && a.success) {
        setFile(null);
        await utils.products.invalidate();
      }
    } catch {
      setAnswer({ success: false, message: 'No se pudo enviar el archivo. Revisa tu conexión.' });
    } finally {
      setBusy(false);
    }
  };
  const p = answer?.data;
  return (
    <details className="card catalog-import">
      <summary>Hoja de cálculo (CSV)</summary>
      <p>
        <a href="/admin/exportar/productos.csv" download>
          Descargar el catálogo en CSV
        </a>{' '}
        — cámbialo en tu hoja de cálculo y súbelo aquí (CSV UTF-8; deja «id» vacío para un producto nuevo).
      </p>
      <div className="actions">
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label="Archivo CSV del catálogo"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setAnswer(null);
          }}
        />
        <button type="button" className="secondary" disabled={!file || busy} onClick={() => void run(0)}>
          Revisar
        </button>
        <button type="button" disabled={!file || busy || !p || p.errores.length > 0 || p.nuevos.length + p.cambiados.length === 0} onClick={() => void run(1)}>
          Aplicar
        </button>
      </div>
      {answer && (
        <div role="status" className="stack">
          <p className={answer.success ? '' : 'error'}>{answer.message}</p>
          {p && (
            <p>
              {p.nuevos.length} nuevo(s) · {p.cambiados.length} con cambios · {p.sinCambios} sin cambios · {p.errores.length} con errores
            </p>
          )}
          {p && p.errores.length > 0 && (
            <ul className="error">
              {p.errores.slice(0, 50).map((e) => (
                <li key={e.linea}>
                  Línea {e.linea}: {e.motivo}
                </li>
              ))}
            </ul>
          )}
          {p && p.cambiados.length > 0 && (
            <ul>
              {p.cambiados.slice(0, 50).map((c) => (
                <li key={c.linea}>
                  Línea {c.linea}, {c.nombre}: {c.cambios.join('; ')}
                </li>
              ))}
            </ul>
          )}
          {p && p.nuevos.length > 0 && (
            <ul>
              {p.nuevos.slice(0, 50).map((n) => (
                <li key={n.linea}>
                  Línea {n.linea}: nuevo «{n.nombre}»
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </details>
  );
}
