import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
import { cartSubtotalCentavos, lineCentavos } from '../../lib/money';
import { kiloSteps, lineWeight } from './weight-label';
import { CloseIcon } from '../layout/icons';
import { RemoveLineButton } from './remove-line-button';
import { CartImage } from './cart-image';
import { useCart } from './cart-store';
import { trapTab, useRemoveLine } from './focus';
import { LiveRegion, announce } from './live-region';
import { QuantityInput } from './quantity-input';
import { StockHint, useStockLeft } from './stock-left';

/** The side panel (30rem) that slides in when a product is added (its styles: cart.css, loaded with the shell). */
export function CartPanel() {
  const { lines, open: opened, closePanel, setItems } = useCart();
  // Drawn the first time the cart opens (__root.tsx): closed for one frame, so it slides in as it always did.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const open = opened && drawn;
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removeLine = useRemoveLine(panelRef, headingRef);
  const stock = useStockLeft();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    // A message said outside the dialog must not be repeated inside it, nor the other way round.
    announce('');
    closeRef.current?.focus();
    // Escape is the shell's (__root.tsx): it works before this code has arrived.
    const onKey = (e: KeyboardEvent) => trapTab(e, panelRef.current);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      // Give focus back to where the shopper was (the card's button) unless it has gone.
      if (previous && document.contains(previous)) previous.focus();
      announce('');
    };
  }, [open]);

  return (
    <>
      <div className={`cart-backdrop ${open ? 'is-open' : ''}`} onClick={closePanel} aria-hidden="true" />
      <div
        ref={panelRef}
        className={`cart-panel ${open ? 'is-open' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={t('Carrito de compras')}
        aria-hidden={!open}
        inert={!open}
      >
        <div className="cart-panel__head">
          <h2 ref={headingRef} tabIndex={-1}>
            {t('Tu carrito')}
          </h2>
          <button ref={closeRef} type="button" className="icon-btn" aria-label={t('Cerrar carrito')} onClick={closePanel}>
            <CloseIcon />
          </button>
        </div>
        {lines.length === 0 ? (
          <p className="cart-panel__empty">{t('Aun no tienes productos en tu carrito.')}</p>
        ) : (
          <ul className="cart-panel__lines">
            {lines.map((line, index) => (
              <li key={line.id} className="cart-line">
                <CartImage src={line.img_url} alt={line.nombre} />
                <div className="cart-line__info">
                  <p className="cart-line__name">{line.nombre}</p>
                  <p className="cart-line__unit">
                    {t('Por {cantidad}', { cantidad: line.cantidad })}
                    {lineWeight(line) && ` · ${lineWeight(line)}`}
                  </p>
                  <QuantityInput name={line.nombre} value={line.items} onChange={(n) => setItems(index, n)} kilos={kiloSteps(line.venta)} />
                  <StockHint line={line} stock={stock} />
                </div>
                <div className="cart-line__end">
                  <p className="cart-line__total">{money(lineCentavos(line))}</p>
                  <RemoveLineButton nombre={line.nombre} onRemove={() => removeLine(line, index)} />
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="cart-panel__foot">
          <p className="cart-panel__total">
            <span>{t('Total:')}</span> <strong>{money(cartSubtotalCentavos(lines))}</strong>
          </p>
          <Link to="/carrito" className="btn btn--primary btn--block" onClick={closePanel}>
            {t('Ir al Carrito')}
          </Link>
        </div>
        <LiveRegion on={open} />
      </div>
    </>
  );
}
