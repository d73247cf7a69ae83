import { useState } from 'react';
import { t } from '../../i18n/i18n';
import { getSession } from '../../lib/session';
import { FiscalFields, emptyFiscal, type FiscalForm } from './fiscal-fields';

export interface FacturaChoice {
  wanted: boolean;
  fiscal: FiscalForm;
  /** Signed-in shoppers keep what they typed for next time. */
  saveToAccount: boolean;
}

/** An account with saved fiscal data starts ticked («con un clic», as /account promises); untick for no factura. */
export const useFacturaChoice = () => {
  const user = getSession().user;
  return useState<FacturaChoice>(() => ({ wanted: Boolean(user?.datos_fiscales), fiscal: emptyFiscal(user), saveToAccount: Boolean(user && !user.datos_fiscales) }));
};

/** Checkout's «Requiero factura»: the account's fiscal data, or typed here. */
export function FacturaChoiceBox({ value, onChange }: { value: FacturaChoice; onChange: (c: FacturaChoice) => void }) {
  const signedIn = Boolean(getSession().user);
  return (
    <div className="factura-box">
      <label className="factura-box__toggle">
        <input type="checkbox" checked={value.wanted} onChange={(e) => onChange({ ...value, wanted: e.target.checked })} />
        {t('Requiero factura')}
      </label>
      {value.wanted && (
        <>
          <FiscalFields value={value.fiscal} onChange={(fiscal) => onChange({ ...value, fiscal })} idPrefix="factura" />
          {signedIn && (
            <label className="factura-box__save">
              <input type="checkbox" checked={value.saveToAccount} onChange={(e) => onChange({ ...value, saveToAccount: e.target.checked })} />
              {t('Guardar estos datos fiscales en mi cuenta')}
            </label>
          )}
        </>
      )}
    </div>
  );
}
