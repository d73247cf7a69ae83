import { useEffect, useRef } from 'react';
import { t } from '../../i18n/i18n';

/** "Pagar" ("Procesando..." while paying) and the provider's error in red under it, for both payment forms. */
export function PayButton({ busy, disabled, error }: { busy: boolean; disabled: boolean; error: string | null | undefined }) {
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const el = errorRef.current;
    if (!error || !el) return;
    // On a phone the message lands below the fold, under the button just tapped (which was disabled while
    // paying, so focus is gone): move focus to it and bring it into view. role=alert announces it as well.
    el.focus({ preventScroll: true });
    const nav = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const { top, bottom } = el.getBoundingClientRect();
    if (top < nav || bottom > window.innerHeight) {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    }
  }, [error]);

  return (
    <>
      <button type="submit" className="btn btn--primary btn--block" disabled={disabled || busy}>
        {busy ? t('Procesando...') : t('Pagar')}
      </button>
      {error && (
        <p ref={errorRef} className="text-error payment__error" role="alert" tabIndex={-1}>
          {error}
        </p>
      )}
    </>
  );
}
