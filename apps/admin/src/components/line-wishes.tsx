/** What the shopper asked of one line (ripeness, what to do if it runs out), under its name: for the packer. */
export function LineWishes({ nota, sustitucion }: { nota: string | null; sustitucion: string | null }) {
  if (!nota && !sustitucion) return null;
  return (
    <span className="line-wishes">
      {nota && <span>«{nota}»</span>}
      {sustitucion && <span>Si se agota: {sustitucion}</span>}
    </span>
  );
}
