import { normalizeRfc, personaOf, razonSocialProblem, normalizeRazonSocial, regimenesFor, REGIMENES_FISCALES, rfcProblem, usosFor, USOS_CFDI } from '@huerta/contracts/rules';
import type { User } from '@huerta/contracts';
import { useState } from 'react';
import { t } from '../../i18n/i18n';
import './factura.css';

/** The five fields of a CFDI 4.0's receiver, as the form holds them. */
export interface FiscalForm {
  rfc: string;
  razon_social: string;
  regimen_fiscal: string;
  uso_cfdi: string;
  codigo_postal_fiscal: string;
}

/** A form's messages for the fields it checked itself (the checkout says its one problem above instead). */
export type FiscalErrors = Partial<Record<keyof FiscalForm, string>>;

/** Each field's problem, by the same rules as `fiscalProblem`, for a form that says them beside each field. */
export function fiscalFieldProblems(f: FiscalForm): FiscalErrors {
  const rfc = normalizeRfc(f.rfc);
  const bad = rfc ? rfcProblem(rfc) : null;
  const persona = rfc && !bad ? personaOf(rfc) : null;
  const razon = normalizeRazonSocial(f.razon_social);
  const name = razon && persona ? razonSocialProblem(razon, persona) : null;
  const errors: FiscalErrors = {
    rfc: !rfc ? t('Escribe tu RFC.') : bad ? t(bad) : undefined,
    razon_social: !razon ? t('Escribe la razón social como aparece en tu Constancia de Situación Fiscal.') : name ? t(name) : undefined,
    regimen_fiscal: persona && !regimenesFor(persona).some((r) => r.clave === f.regimen_fiscal) ? t('Elige tu régimen fiscal.') : !persona && !f.regimen_fiscal ? t('Elige tu régimen fiscal.') : undefined,
    uso_cfdi: persona && !usosFor(persona, f.regimen_fiscal).some((u) => u.clave === f.uso_cfdi) ? t('Elige el uso del CFDI.') : !persona && !f.uso_cfdi ? t('Elige el uso del CFDI.') : undefined,
    codigo_postal_fiscal: /^\d{5}$/.test(f.codigo_postal_fiscal.trim()) ? undefined : t('Tiene 5 dígitos: el de tu Constancia de Situación Fiscal.'),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as FiscalErrors;
}

export const emptyFiscal = (user?: User | null): FiscalForm =>
  user?.datos_fiscales ? { ...user.datos_fiscales } : { rfc: '', razon_social: '', regimen_fiscal: '', uso_cfdi: '', codigo_postal_fiscal: '' };

/**
 * What the server would refuse, said before sending (the same rules: packages/contracts/src/cfdi.ts) in the
 * page's language; null when the data can be sent.
 */
export function fiscalProblem(f: FiscalForm): string | null {
  const rfc = normalizeRfc(f.rfc);
  if (!rfc) return t('Factura: escribe tu RFC.');
  const bad = rfcProblem(rfc);
  if (bad) return t('RFC: {problema}', { problema: t(bad) });
  const persona = personaOf(rfc);
  if (!normalizeRazonSocial(f.razon_social)) return t('Factura: escribe la razón social como aparece en tu Constancia de Situación Fiscal.');
  const name = razonSocialProblem(normalizeRazonSocial(f.razon_social), persona);
  if (name) return t('Razón social: {problema}', { problema: t(name) });
  if (!regimenesFor(persona).some((r) => r.clave === f.regimen_fiscal)) return t('Factura: elige tu régimen fiscal.');
  if (!usosFor(persona, f.regimen_fiscal).some((u) => u.clave === f.uso_cfdi)) return t('Factura: elige el uso del CFDI.');
  if (!/^\d{5}$/.test(f.codigo_postal_fiscal.trim())) return t('Código postal fiscal: tiene 5 dígitos (el de tu Constancia).');
  return null;
}

/*
 * The SAT's catalogues (c_RegimenFiscal, c_UsoCFDI) keep their code; the description is said in the page's
 * language (en/checkout.json has each one's English), as `regimenLabel` / `usoLabel` write it in Spanish.
 */
/** «601 — General de Ley Personas Morales»; an unknown code as it is. */
export const regimenText = (clave: string): string => {
  const r = REGIMENES_FISCALES.find((x) => x.clave === clave);
  return r ? `${r.clave} — ${t(r.nombre)}` : clave;
};
/** «G03 — Gastos en general»; an unknown code as it is. */
export const usoText = (clave: string): string => {
  const u = USOS_CFDI.find((x) => x.clave === clave);
  return u ? `${u.clave} — ${t(u.nombre)}` : clave;
};

/** The form's data as the contract takes it (the server normalizes again). */
export const fiscalInput = (f: FiscalForm) => ({ ...f, rfc: normalizeRfc(f.rfc), razon_social: normalizeRazonSocial(f.razon_social), codigo_postal_fiscal: f.codigo_postal_fiscal.trim() });

/**
 * RFC, razón social, régimen fiscal and uso de CFDI (the SAT's catalogues, narrowed to what the RFC's
 * kind of person and the régimen admit) and código postal fiscal.
 */
export function FiscalFields({ value, onChange, idPrefix, errors = {} }: { value: FiscalForm; onChange: (f: FiscalForm) => void; idPrefix: string; errors?: FiscalErrors }) {
  const [rfcTouched, setRfcTouched] = useState(false);
  const rfc = normalizeRfc(value.rfc);
  const problem = rfc && rfcTouched ? rfcProblem(rfc) : null;
  // The contracts' Spanish message; one with the RFC's digits in it has no English and shows as it is.
  const rfcError = errors.rfc ?? (problem ? t(problem) : null);
  /** A form's message for one field (already in the page's language), under it. */
  const below = (key: keyof FiscalForm, name: string) =>
    errors[key] ? (
      <small id={id(`${name}-error`)} className="fiscal__error">
        {errors[key]}
      </small>
    ) : null;
  const invalid = (key: keyof FiscalForm, name: string) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': id(`${name}-error`) } : {});
  const persona = rfc && !rfcProblem(rfc) ? personaOf(rfc) : null;
  const regimenes = persona ? regimenesFor(persona) : REGIMENES_FISCALES;
  const usos = persona && value.regimen_fiscal ? usosFor(persona, value.regimen_fiscal) : USOS_CFDI;
  const id = (name: string) => `${idPrefix}-${name}`;

  const set = (key: keyof FiscalForm) => (v: string) => {
    const next = { ...value, [key]: v };
    // A régimen or RFC that no longer admits the chosen use clears it rather than sending a refusal.
    const p = normalizeRfc(next.rfc);
    const who = p && !rfcProblem(p) ? personaOf(p) : null;
    if (who && next.regimen_fiscal && !regimenesFor(who).some((r) => r.clave === next.regimen_fiscal)) next.regimen_fiscal = '';
    if (who && next.uso_cfdi && !usosFor(who, next.regimen_fiscal).some((u) => u.clave === next.uso_cfdi)) next.uso_cfdi = '';
    onChange(next);
  };

  return (
    <div className="fiscal">
      <div className="field-row">
        <div className="field">
          <label htmlFor={id('rfc')}>RFC</label>
          <input
            id={id('rfc')}
            value={value.rfc}
            onChange={(e) => set('rfc')(e.target.value.toUpperCase())}
            onBlur={() => setRfcTouched(true)}
            maxLength={16}
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={rfcError ? true : undefined}
            aria-describedby={id('rfc-hint')}
            required
          />
          <small id={id('rfc-hint')} className={rfcError ? 'fiscal__error' : 'muted'}>
            {rfcError ?? (persona ? (persona === 'moral' ? t('Persona moral') : t('Persona física')) : t('12 caracteres (empresa) o 13 (persona física)'))}
          </small>
        </div>
        <div className="field">
          <label htmlFor={id('cp')}>{t('Código postal fiscal')}</label>
          <input
            id={id('cp')}
            value={value.codigo_postal_fiscal}
            onChange={(e) => set('codigo_postal_fiscal')(e.target.value.replace(/\D/g, '').slice(0, 5))}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            {...invalid('codigo_postal_fiscal', 'cp')}
          />
          {below('codigo_postal_fiscal', 'cp')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={id('razon')}>{t('Razón social o nombre')}</label>
        <input id={id('razon')} value={value.razon_social} onChange={(e) => set('razon_social')(e.target.value)} maxLength={254} aria-describedby={id('razon-hint')} required {...invalid('razon_social', 'razon')} />
        {below('razon_social', 'razon') ?? (
          <small id={id('razon-hint')} className="muted">
            {t('Tal como aparece en tu Constancia de Situación Fiscal, sin «S.A. de C.V.».')}
          </small>
        )}
      </div>
      <div className="field">
        <label htmlFor={id('regimen')}>{t('Régimen fiscal')}</label>
        <select id={id('regimen')} value={value.regimen_fiscal} onChange={(e) => set('regimen_fiscal')(e.target.value)} required {...invalid('regimen_fiscal', 'regimen')}>
          <option value="">{t('Elige tu régimen…')}</option>
          {regimenes.map((r) => (
            <option key={r.clave} value={r.clave}>
              {r.clave} — {t(r.nombre)}
            </option>
          ))}
        </select>
        {below('regimen_fiscal', 'regimen')}
      </div>
      <div className="field">
        <label htmlFor={id('uso')}>{t('Uso del CFDI')}</label>
        <select id={id('uso')} value={value.uso_cfdi} onChange={(e) => set('uso_cfdi')(e.target.value)} required {...invalid('uso_cfdi', 'uso')}>
          <option value="">{t('Elige el uso…')}</option>
          {usos.map((u) => (
            <option key={u.clave} value={u.clave}>
              {u.clave} — {t(u.nombre)}
            </option>
          ))}
        </select>
        {below('uso_cfdi', 'uso')}
      </div>
    </div>
  );
}
