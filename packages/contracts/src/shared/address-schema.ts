import { z } from 'zod';
import { ADDRESS_MESSAGES } from './address';

const part = (max: number, required: string) =>
  z.string({ error: 'Debe ser texto.' }).trim().min(1, required).max(max, `Como máximo ${max} caracteres.`);

/** The address's parts as forms send them: each optional in the schema (REST clients of the first contract send `direccion`). */
export const addressPartsFields = {
  calle: part(150, ADDRESS_MESSAGES.calle).optional(),
  colonia: part(100, ADDRESS_MESSAGES.colonia).optional(),
  referencias: z.string({ error: 'Debe ser texto.' }).trim().max(200, 'Las referencias tienen como máximo 200 caracteres.').optional(),
};

/** Once a form sends one part, the driver needs the others: calle, colonia and the postal code together. */
export const requireWholeAddress = (v: { calle?: string; colonia?: string; codigo_postal?: string }, ctx: z.RefinementCtx) => {
  if (v.calle === undefined && v.colonia === undefined) return;
  if (!v.calle) ctx.addIssue({ code: 'custom', path: ['calle'], message: ADDRESS_MESSAGES.calle });
  if (!v.colonia) ctx.addIssue({ code: 'custom', path: ['colonia'], message: ADDRESS_MESSAGES.colonia });
  if (!v.codigo_postal) ctx.addIssue({ code: 'custom', path: ['codigo_postal'], message: ADDRESS_MESSAGES.codigo_postal });
};
