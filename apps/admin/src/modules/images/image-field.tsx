import { CROP_POSITIONS, IMAGE_SIZES, MAX_IMAGE_BYTES, type CropPosition, type ImageKind, type UploadedImage } from '@huerta/contracts';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';

const POSITION_LABEL: Record<CropPosition, string> = {
  auto: 'Automático (lo que destaca)',
  centro: 'Centro',
  arriba: 'Arriba',
  abajo: 'Abajo',
  izquierda: 'Izquierda',
  derecha: 'Derecha',
};
// How the local preview crops before the server has answered (object-position of the same box).
const OBJECT_POSITION: Record<CropPosition, string> = { auto: 'center', centro: 'center', arriba: 'top', abajo: 'bottom', izquierda: 'left', derecha: 'right' };

/** The places the shop shows this kind of photo, at their size on a screen. */
function previewsOf(kind: ImageKind, image: UploadedImage) {
  const at = (w: number) => image.variantes.find((v) => v.ancho === w)?.url ?? image.url;
  const [main, , small] = IMAGE_SIZES[kind].widths;
  if (kind === 'producto' || kind === 'promocion') return [{ caption: 'Tarjeta de la tienda', url: at(main!), width: 160 }, { caption: 'Carrito', url: at(small!), width: 56 }];
  if (kind === 'slide') return [{ caption: 'Carrusel', url: at(main!), width: 300 }, { caption: 'Teléfono', url: at(small!), width: 180 }];
  return [{ caption: 'Portada del artículo', url: at(main!), width: 300 }, { caption: 'Lista del blog', url: at(IMAGE_SIZES.articulo.widths[1]!), width: 180 }];
}

type State = { phase: 'idle' } | { phase: 'uploading' } | { phase: 'done'; image: UploadedImage } | { phase: 'error'; message: string };

/**
 * Sends one file to the server, which decodes it, crops it for `kind` and writes its WebP sizes
 * (also the driver's photo at the door: pages/stop-forms.tsx).
 */
export async function uploadImage(file: File, kind: ImageKind, encuadre: CropPosition): Promise<UploadedImage> {
  const res = await fetch(`/admin/imagenes?tipo=${kind}&encuadre=${encuadre}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await res.json().catch(() => null)) as { success?: boolean; message?: string; data?: UploadedImage } | null;
  if (!res.ok || !body?.data) throw new Error(body?.message ?? `No se pudo subir la imagen (HTTP ${res.status}).`);
  return body.data;
}

/**
 * A photo for a product, promotion, slide or article: drop it, pick it (on a phone, the camera roll) or
 * keep the current one. The crop is previewed at once in the shape the shop shows it, and again from
 * what the server wrote, before the form is saved; `onChange` receives the new image's address.
 */
export function ImageField({ kind, value, onChange, label = 'Foto' }: { kind: ImageKind; value: string; onChange: (url: string) => void; label?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [encuadre, setEncuadre] = useState<CropPosition>('auto');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [over, setOver] = useState(false);
  const { aspect } = IMAGE_SIZES[kind];

  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const send = async (f: File, position: CropPosition) => {
    setState({ phase: 'uploading' });
    try {
      const image = await uploadImage(f, kind, position);
      setState({ phase: 'done', image });
      onChange(image.url);
    } catch (err) {
      // The refused file is not shown as if it were the photo: back to the one the record has.
      setLocal(null);
      setFile(null);
      setState({ phase: 'error', message: err instanceof Error ? err.message : 'No se pudo subir la imagen.' });
    }
  };

  const choose = (f: File | undefined) => {
    if (!f) return;
    if (f.size > MAX_IMAGE_BYTES) {
      setState({ phase: 'error', message: 'La imagen pesa más de 10 MB. Elige una más ligera.' });
      return;
    }
    setFile(f);
    setLocal(URL.createObjectURL(f));
    void send(f, encuadre);
  };

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    choose(e.dataTransfer.files[0]);
  };

  const shown = state.phase === 'done' ? state.image.url : (local ?? value);
  return (
    <fieldset className="image-field">
      <legend>{label}</legend>
      <div
        className={`image-field__drop${over ? ' is-over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <img
          className="image-field__preview"
          src={shown}
          alt="Vista previa recortada"
          style={{ aspectRatio: String(aspect), objectPosition: state.phase === 'done' ? 'center' : OBJECT_POSITION[encuadre] }}
        />
        <div className="image-field__controls">
          <p className="muted">Arrastra una foto aquí o</p>
          <button type="button" className="secondary" onClick={() => input.current?.click()} disabled={state.phase === 'uploading'}>
            Elegir foto
          </button>
          <input
            ref={input}
            id={id}
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-label={`${label}: elegir archivo`}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <label>
            Encuadre
            <select
              value={encuadre}
              onChange={(e) => {
                const position = e.target.value as CropPosition;
                setEncuadre(position);
                if (file) void send(file, position);
              }}
            >
              {CROP_POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {POSITION_LABEL[p]}
                </option>
              ))}
            </select>
          </label>
          <p className="muted">JPEG, PNG, WebP o AVIF; hasta 10 MB y 40 megapíxeles.</p>
        </div>
      </div>
      <p role="status" className={state.phase === 'error' ? 'error' : 'muted'}>
        {state.phase === 'uploading' && 'Procesando la foto…'}
        {state.phase === 'error' && state.message}
        {state.phase === 'done' &&
          `Lista: ${state.image.variantes.map((v) => `${v.ancho}×${v.alto}`).join(', ')} (${state.image.ms} ms). Se usa al guardar.`}
      </p>
      {state.phase === 'done' && (
        <div className="image-field__sizes" aria-label="Así se verá">
          {previewsOf(kind, state.image).map((p) => (
            <figure key={p.caption}>
              <img src={p.url} alt="" width={p.width} height={Math.round(p.width / aspect)} />
              <figcaption className="muted">{p.caption}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </fieldset>
  );
}
