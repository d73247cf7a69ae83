import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODES, type Staff } from '@huerta/contracts';
import type { Database, Db } from '../../platform/db/database';
import type { personal } from '../../schema/sqlite';
import { badRequest, conflict, notFound, unauthorized } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import type { SettingsService } from '../settings';
import { recordAudit } from '../../platform/audit';

type StaffRow = typeof personal.$inferSelect;

const PERIOD_S = 30;
const WRONG_CODE = 'El código no es válido. Usa el código actual de tu app o uno de tus códigos de recuperación.';
const WRONG_PASSWORD = 'La contraseña no es correcta.';
// No 0/1/i/l/o: recovery codes are copied by hand from paper.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const normalizeCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function totpFor(secret: string, label = '') {
  return new TOTP({ issuer: 'Huerta Baja', label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** The 30-second step a code belongs to, or null (one step of clock drift either way is accepted). */
function matchingStep(secret: string, code: string, now: number): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

/**
 * Optional two-step verification for staff: a TOTP secret (any authenticator app) confirmed with a
 * first code, ten one-use recovery codes (only their hashes are kept), and the owner's switch that makes
 * it mandatory. A code is accepted once: the step it belongs to is remembered, so a code seen over a
 * shoulder cannot be replayed within its 90-second window.
 */
export function createTwoFactor(deps: { database: Database; settings: SettingsService }) {
  const { database, settings } = deps;
  const { db, t } = database;

  async function rowOf(id: number) {
    const [row] = await db.select().from(t.personal).where(eq(t.personal.id, id));
    if (!row) throw notFound('Cuenta de personal no encontrada.');
    return row;
  }

  async function requirePassword(row: StaffRow, password: string) {
    if (!(await verifyPassword(row.passwordHash, password))) throw unauthorized(WRONG_PASSWORD);
  }

  async function replaceRecoveryCodes(tx: Db, personalId: number) {
    const codes = newRecoveryCodes();
    await tx.delete(t.codigosRecuperacion).where(eq(t.codigosRecuperacion.personalId, personalId));
    await tx.insert(t.codigosRecuperacion).values(codes.map((c) => ({ personalId, codigoHash: sha256(normalizeCode(c)) })));
    return codes;
  }

  /** Accepts the step once (a conditional update: two logins with the same code, one wins). */
  async function claimStep(personalId: number, step: number) {
    const claimed = await db
      .update(t.personal)
      .set({ totpUltimoPaso: step })
      .where(and(eq(t.personal.id, personalId), or(isNull(t.personal.totpUltimoPaso), lt(t.personal.totpUltimoPaso, step))))
      .returning({ id: t.personal.id });
    return claimed.length === 1;
  }

  return {
    /** Whether a login of this staff member must also give a code. */
    isOn: (row: StaffRow) => row.totpSecreto !== null,

    /** A login's second step: a current app code or an unused recovery code. */
    async verifyLogin(row: StaffRow, code: string, now = Date.now()): Promise<boolean> {
      if (!row.totpSecreto) return true;
      const digits = code.replace(/\s/g, '');
      if (/^\d{6}$/.test(digits)) {
        const step = matchingStep(row.totpSecreto, digits, now);
        return step !== null && (await claimStep(row.id, step));
      }
      const used = await db
        .update(t.codigosRecuperacion)
        .set({ usadoEn: new Date(now).toISOString() })
        .where(and(eq(t.codigosRecuperacion.personalId, row.id), eq(t.codigosRecuperacion.codigoHash, sha256(normalizeCode(code))), isNull(t.codigosRecuperacion.usadoEn)))
        .returning({ id: t.codigosRecuperacion.id });
      if (used.length === 1) await recordAudit(db, t, [{ personalId: row.id, accion: 'usar_codigo_recuperacion', entidad: 'personal', entidadId: row.id }]);
      return used.length === 1;
    },

    /** My account: whether I have it on, how many recovery codes are left, and whether the shop requires it. */
    async status(staff: Staff) {
      const row = await rowOf(staff.id);
      const codes = await db.select({ usado: t.codigosRecuperacion.usadoEn }).from(t.codigosRecuperacion).where(eq(t.codigosRecuperacion.personalId, staff.id));
      return { activo: row.totpSecreto !== null, codigosRestantes: codes.filter((c) => c.usado === null).length, obligatorio: await settings.get('dosPasosObligatorio') };
    },

    /** Step 1 of turning it on: a new secret, shown as a QR code and as text to type in. */
    async start(staff: Staff) {
      const row = await rowOf(staff.id);
      if (row.totpSecreto) throw conflict('La verificación en dos pasos ya está activa.');
      const secret = new Secret({ size: 20 }).base32;
      await db.update(t.personal).set({ totpPendiente: secret }).where(eq(t.personal.id, staff.id));
      const uri = totpFor(secret, staff.email).toString();
      // Loaded here, for the rare setup, rather than in every process at start.
      const { default: QRCode } = await import('qrcode');
      const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { secreto: secret, uri, qrSvg };
    },

    /** Step 2: a code from the app proves it was set up; the recovery codes are shown this once. */
    async confirm(staff: Staff, code: string, now = Date.now()) {
      const row = await rowOf(staff.id);
      if (!row.totpPendiente) throw badRequest('Primero genera el código QR y escanéalo con tu app.');
      const step = matchingStep(row.totpPendiente, code, now);
      if (step === null) throw badRequest('El código no coincide. Revisa que la hora de tu teléfono sea correcta y escribe el código actual.');
      return database.transaction(async (tx) => {
        const turnedOn = await tx
          .update(t.personal)
          .set({ totpSecreto: row.totpPendiente, totpPendiente: null, totpUltimoPaso: step })
          .where(and(eq(t.personal.id, staff.id), isNull(t.personal.totpSecreto), eq(t.personal.totpPendiente, row.totpPendiente!)))
          .returning({ id: t.personal.id });
        if (turnedOn.length !== 1) throw conflict('La verificación en dos pasos ya está activa.');
        const codes = await replaceRecoveryCodes(tx, staff.id);
        await recordAudit(tx, t, [{ personalId: staff.id, accion: 'activar_dos_pasos', entidad: 'personal', entidadId: staff.id }]);
        return { codigos: codes };
      });
    },

    /** Ten new recovery codes (the old ones stop working); asks for the password again. */
    async newRecoveryCodes(staff: Staff, password: string) {
      const row = await rowOf(staff.id);
      await requirePassword(row, password);
      if (!row.totpSecreto) throw badRequest('Activa primero la verificación en dos pasos.');
      return database.transaction(async (tx) => {
        const codes = await replaceRecoveryCodes(tx, staff.id);
        await recordAudit(tx, t, [{ personalId: staff.id, accion: 'nuevos_codigos_recuperacion', entidad: 'personal', entidadId: staff.id }]);
        return { codigos: codes };
      });
    },

    /** Turns it off (password again); not while the owner requires it. */
    async disable(staff: Staff, password: string) {
      const row = await rowOf(staff.id);
      await requirePassword(row, password);
      if (await settings.get('dosPasosObligatorio')) throw conflict('El dueño hizo obligatoria la verificación en dos pasos: no se puede desactivar.');
      await turnOff(staff.id, staff.id, 'desactivar_dos_pasos');
      return { message: 'Verificación en dos pasos desactivada.' };
    },

    /** The owner clears a staff member's second step (lost phone and codes); they set it up again. */
    async reset(personalId: number, by: Staff) {
      await rowOf(personalId);
      await turnOff(personalId, by.id, 'restablecer_dos_pasos');
      return { message: 'Verificación en dos pasos restablecida: la persona deberá configurarla de nuevo.' };
    },

    /** The owner's switch; turning it on also applies to staff already signed in (at their next request). */
    async setRequired(required: boolean, by: Staff) {
      if (required && !(await rowOf(by.id)).totpSecreto) throw conflict('Activa primero tu propia verificación en dos pasos (en «Mi cuenta»).');
      const before = await settings.get('dosPasosObligatorio');
      await database.transaction(async (tx) => {
        await settings.set('dosPasosObligatorio', required, tx);
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'cambiar_ajuste', entidad: 'ajustes', entidadId: 'dosPasosObligatorio', antes: before, despues: required }]);
      });
      return { obligatorio: required };
    },
  };

  async function turnOff(personalId: number, byId: number, accion: string) {
    await database.transaction(async (tx) => {
      await tx.update(t.personal).set({ totpSecreto: null, totpPendiente: null, totpUltimoPaso: null }).where(eq(t.personal.id, personalId));
      await tx.delete(t.codigosRecuperacion).where(eq(t.codigosRecuperacion.personalId, personalId));
      await recordAudit(tx, t, [{ personalId: byId, accion, entidad: 'personal', entidadId: personalId }]);
    });
  }
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
export { WRONG_CODE };
