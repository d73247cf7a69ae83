/** "Pagar" ("Procesando..." while paying) and the provider's error in red under it, for both payment forms. */
export function PayButton({ busy, disabled, error }: { busy: boolean; disabled: boolean; error: string | null | undefined }) {
  return (
    <>
      <button type="submit" className="btn btn--primary btn--block" disabled={disabled || busy}>
        {busy ? 'Procesando...' : 'Pagar'}
      </button>
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
