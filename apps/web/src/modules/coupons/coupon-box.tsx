import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
import { serverText } from '../../lib/errors';
import type { CouponState } from './use-coupon';
import './coupon.css';

const CODE = /^[A-Za-z0-9_-]{3,30}$/;

/**
 * «¿Tienes un cupón?»: the code typed, checked on the server, and beside the field either what it takes off
 * or why not (the server's words). Keyboard-first: Enter applies; «Quitar» takes it off.
 */
export function CouponBox({ coupon }: { coupon: CouponState }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [typed, setTyped] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = draft.trim();
    if (!CODE.test(code)) {
      setTyped(t('El cupón tiene de 3 a 30 letras, números, guiones o guiones bajos.'));
      return;
    }
    setTyped('');
    coupon.apply(code);
    setDraft('');
  };
  const error = typed || (coupon.error ? serverText(coupon.error) : '');
  return (
    <div className="coupon-box">
      {coupon.codigo && !coupon.error ? (
        <div className="coupon-box__applied" role="status">
          <p>
            {coupon.pending || !coupon.ok ? t('Revisando el cupón {codigo}…', { codigo: coupon.codigo }) : coupon.ok.envioGratis ? t('Cupón {codigo}: envío gratis', { codigo: coupon.codigo }) : t('Cupón {codigo}: −{monto}', { codigo: coupon.codigo, monto: `\u2060${money(coupon.ok.descuento)}` })}
          </p>
          <button type="button" className="btn btn--ghost" onClick={coupon.remove}>
            {t('Quitar')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit}>
          <label id={`${id}-t`} htmlFor={`${id}-c`} className="coupon-box__title">
            {t('¿Tienes un cupón?')}
          </label>
          <div className="coupon-box__row">
            <input
              id={`${id}-c`}
              name="codigo"
              className="delivery-box__input coupon-box__input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-msg`}
            />
            <button type="submit" className="btn btn--ghost">
              {t('Aplicar')}
            </button>
          </div>
          <div id={`${id}-msg`} role="status" className="coupon-box__msg">
            {error && <p className="coupon-box__error">{error}</p>}
          </div>
          {coupon.error && coupon.codigo && (
            <button type="button" className="link-btn" onClick={coupon.remove}>
              {t('Quitar el cupón {codigo}', { codigo: coupon.codigo })}
            </button>
          )}
        </form>
      )}
    </div>
  );
}
