import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { AddStaffInput, ChangeStaffPasswordInput, SetupOwnerInput, Staff, StaffLoginInput, StaffRole, UpdateStaffInput } from '@huerta/contracts';
import { isUniqueViolation, type Database } from '../../platform/db/database';
import type { personal } from '../../schema/sqlite';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../platform/errors';
import { createDummyHash, hashPassword, verifyPassword } from '../../platform/passwords';
import type { Limits } from '../../platform/limits/limits';
import type { SettingsService } from '../settings';
import { recordAudit } from '../../platform/audit';
import { WRONG_CODE, type TwoFactor } from './two-factor';

const SETUP_TTL_MS = 24 * 60 * 60 * 1000;
/** A session ends after this long unused… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and this long after it began, whatever happens. */
export const SESSION_MAX_MS = 14 * 24 * 60 * 60 * 1000;
// Refreshing the idle clock on every request would write on every request; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

export const STAFF_LOGIN_FAILED = 'Correo o contraseña incorrectos.';
const SETUP_INVALID = 'El enlace de configuración no es válido, ya se usó o expiró. Genera otro con «pnpm admin:create-owner» o reinicia el servidor.';

type StaffRow = typeof personal.$inferSelect;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const toStaff = (s: StaffRow): Staff => ({ id: s.id, nombre: s.nombre, email: s.email, rol: s.rol as StaffRole });

export interface StaffSession {
  staff: Staff;
  sessionId: string;
  /** The owner requires two-step verification and this person has not turned it on yet: only their account page works. */
  needsTwoFactor: boolean;
}

/**
 * Back-office staff: the first owner (a one-time setup link, or the command line), logins with
 * server-side sessions (the cookie carries a random token; only its hash is stored, so a database
 * leak does not hand out sessions), idle and absolute expiry, and revocation.
 */
export function createStaffService(deps: { database: Database; limits: Limits; publicUrl: string; twoFactor: TwoFactor; settings: SettingsService }) {
  const { database, twoFactor } = deps;
  const { db, t } = database;
  let dummyHash: Promise<string> | null = null;

  const staffCount = async () => (await db.select({ n: count() }).from(t.personal))[0]!.n;

  async function createSetupLink(now = Date.now()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(t.enlacesConfiguracion).values({ tokenHash: sha256(token), expiraEn: now + SETUP_TTL_MS });
    return `${deps.publicUrl}/admin/setup?token=${token}`;
  }

  async function addOwner(input: { nombre: string; email: string; password: string }, claim?: (tx: typeof db) => Promise<boolean>): Promise<Staff> {
    const passwordHash = await hashPassword(input.password);
    try {
      return await database.transaction(async (tx) => {
        if (claim && !(await claim(tx))) throw badRequest(SETUP_INVALID);
        const [row] = await tx.insert(t.personal).values({ email: input.email, nombre: input.nombre, passwordHash, rol: 'dueño' }).returning();
        await recordAudit(tx, t, [{ personalId: row!.id, accion: 'crear_dueño', entidad: 'personal', entidadId: row!.id, despues: toStaff(row!) }]);
        return toStaff(row!);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('Ya existe una cuenta de personal con ese correo.');
      throw err;
    }
  }

  async function startSession(staff: StaffRow, meta: { ip: string; agent: string | undefined }) {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await db.insert(t.sesionesPersonal).values({ id: sha256(token), personalId: staff.id, ultimoUso: now, expiraEn: now + SESSION_MAX_MS, ip: meta.ip, agente: meta.agent?.slice(0, 300) ?? null });
    return { token, staff: toStaff(staff) };
  }

  return {
    /**
     * At start: while there is no staff account, a fresh one-time link for the owner, printed on stderr
     * whatever LOG_LEVEL says (the owner must see it). `print: false` only makes it (tests).
     */
    async announceSetupLink(print = true) {
      if ((await staffCount()) > 0) return null;
      const link = await createSetupLink();
      if (print) console.warn(`\nAún no hay cuenta de dueño. Créala en este enlace (válido 24 h, un solo uso):\n${link}\n`);
      return link;
    },
    createSetupLink,
    /** The setup link's form: creates the first owner, once per link, only while no staff exists. */
    async setupOwner(input: SetupOwnerInput, meta: { ip: string; agent: string | undefined }) {
      const tokenHash = sha256(input.token);
      // Anyone can call this: guesses are limited per address, and a token that cannot work is refused
      // before the password is hashed (argon2id costs ~40 ms of CPU and 19 MiB — not for a stranger's guess).
      await deps.limits.take('login', meta.ip);
      const [link] = await db
        .select({ id: t.enlacesConfiguracion.id })
        .from(t.enlacesConfiguracion)
        .where(and(eq(t.enlacesConfiguracion.tokenHash, tokenHash), isNull(t.enlacesConfiguracion.usadoEn), gt(t.enlacesConfiguracion.expiraEn, Date.now())));
      if (!link || (await staffCount()) > 0) throw badRequest(SETUP_INVALID);
      const staff = await addOwner(input, async (tx) => {
        const [staffNow] = await tx.select({ n: count() }).from(t.personal);
        if (staffNow!.n > 0) return false;
        const claimed = await tx
          .update(t.enlacesConfiguracion)
          .set({ usadoEn: new Date().toISOString() })
          .where(and(eq(t.enlacesConfiguracion.tokenHash, tokenHash), isNull(t.enlacesConfiguracion.usadoEn), gt(t.enlacesConfiguracion.expiraEn, Date.now())))
          .returning({ id: t.enlacesConfiguracion.id });
        return claimed.length === 1;
      });
      const [row] = await db.select().from(t.personal).where(eq(t.personal.id, staff.id));
      return startSession(row!, meta);
    },
    /** `pnpm admin:create-owner`: another owner from the command line (the machine's operator is trusted). */
    addOwner: (input: { nombre: string; email: string; password: string }) => addOwner(input),

    /**
     * Password first; with two-step verification on, a right password without a code answers
     * `{ paso: 'codigo' }` (no session) and the form asks for it. Wrong codes count as failed logins.
     */
    async login(input: StaffLoginInput, meta: { ip: string; agent: string | undefined }): Promise<{ paso: 'codigo' } | { token: string; staff: Staff }> {
      const key = `personal:${input.email}|${meta.ip}`;
      await deps.limits.take('login', meta.ip);
      await deps.limits.take('loginAccountAddress', key);
      const [row] = await db.select().from(t.personal).where(eq(t.personal.email, input.email));
      const ok = await verifyPassword(row?.passwordHash ?? (await (dummyHash ??= createDummyHash())), input.password);
      if (!row || !ok) throw unauthorized(STAFF_LOGIN_FAILED);
      if (row.activo !== 1) throw new AppError(403, 'Tu cuenta está desactivada. Habla con el dueño de la tienda.');
      if (twoFactor.isOn(row)) {
        if (!input.codigo) return { paso: 'codigo' };
        if (!(await twoFactor.verifyLogin(row, input.codigo))) throw unauthorized(WRONG_CODE);
      }
      await deps.limits.clear('loginAccountAddress', key);
      return startSession(row, meta);
    },

    /** The staff member behind a session token, or null (unknown, revoked, expired, disabled). */
    async authenticate(token: string | undefined, now = Date.now()): Promise<StaffSession | null> {
      if (!token || token.length > 100) return null;
      const id = sha256(token);
      const [found] = await db
        .select({ session: t.sesionesPersonal, staff: t.personal })
        .from(t.sesionesPersonal)
        .innerJoin(t.personal, eq(t.personal.id, t.sesionesPersonal.personalId))
        .where(eq(t.sesionesPersonal.id, id));
      if (!found) return null;
      const { session, staff } = found;
      if (session.revocadaEn || staff.activo !== 1 || session.expiraEn <= now || session.ultimoUso + SESSION_IDLE_MS <= now) return null;
      if (now - session.ultimoUso > TOUCH_EVERY_MS) await db.update(t.sesionesPersonal).set({ ultimoUso: now }).where(eq(t.sesionesPersonal.id, id));
      const needsTwoFactor = !twoFactor.isOn(staff) && (await deps.settings.get('dosPasosObligatorio'));
      return { staff: toStaff(staff), sessionId: id, needsTwoFactor };
    },

    /** Changing my own password closes my other sessions (a leaked password stops working everywhere). */
    async changePassword(input: ChangeStaffPasswordInput, session: StaffSession) {
      const [row] = await db.select().from(t.personal).where(eq(t.personal.id, session.staff.id));
      if (!row || !(await verifyPassword(row.passwordHash, input.actual))) throw unauthorized('La contraseña actual no es correcta.');
      const passwordHash = await hashPassword(input.nueva);
      await database.transaction(async (tx) => {
        await tx.update(t.personal).set({ passwordHash }).where(eq(t.personal.id, row.id));
        await tx
          .update(t.sesionesPersonal)
          .set({ revocadaEn: new Date().toISOString() })
          .where(and(eq(t.sesionesPersonal.personalId, row.id), ne(t.sesionesPersonal.id, session.sessionId), isNull(t.sesionesPersonal.revocadaEn)));
        await recordAudit(tx, t, [{ personalId: row.id, accion: 'cambiar_contraseña', entidad: 'personal', entidadId: row.id }]);
      });
      return { message: 'Contraseña cambiada. Tus otras sesiones se cerraron.' };
    },

    /** The owner adds a staff member with a first password (they change it in «Mi cuenta»). */
    async add(input: AddStaffInput, by: Staff): Promise<Staff> {
      const passwordHash = await hashPassword(input.password);
      try {
        return await database.transaction(async (tx) => {
          const [row] = await tx.insert(t.personal).values({ email: input.email, nombre: input.nombre, passwordHash, rol: input.rol }).returning();
          await recordAudit(tx, t, [{ personalId: by.id, accion: 'agregar_personal', entidad: 'personal', entidadId: row!.id, despues: toStaff(row!) }]);
          return toStaff(row!);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('Ya existe una cuenta de personal con ese correo.');
        throw err;
      }
    },

    /** Re-roles or disables a staff member; the shop always keeps one active owner. Disabling ends their sessions. */
    async update(input: UpdateStaffInput, by: Staff) {
      return database.transaction(async (tx) => {
        const [before] = await tx.select().from(t.personal).where(eq(t.personal.id, input.id));
        if (!before) throw notFound('Cuenta de personal no encontrada.');
        const activo = input.activo === undefined ? before.activo : input.activo ? 1 : 0;
        const rol = input.rol ?? before.rol;
        if (before.rol === 'dueño' && before.activo === 1 && (rol !== 'dueño' || activo !== 1)) {
          const [owners] = await tx.select({ n: count() }).from(t.personal).where(and(eq(t.personal.rol, 'dueño'), eq(t.personal.activo, 1)));
          if (owners!.n <= 1) throw conflict('La tienda necesita al menos un dueño activo.');
        }
        const [after] = await tx.update(t.personal).set({ rol, activo }).where(eq(t.personal.id, input.id)).returning();
        if (activo !== 1) await tx.update(t.sesionesPersonal).set({ revocadaEn: new Date().toISOString() }).where(and(eq(t.sesionesPersonal.personalId, input.id), isNull(t.sesionesPersonal.revocadaEn)));
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'cambiar_personal', entidad: 'personal', entidadId: input.id, antes: { rol: before.rol, activo: before.activo === 1 }, despues: { rol, activo: activo === 1 } }]);
        return { ...toStaff(after!), activo: after!.activo === 1 };
      });
    },

    /** A staff member's open sessions (where and when), for the owner. */
    async sessions(personalId: number, now = Date.now()) {
      const rows = await db.select().from(t.sesionesPersonal).where(and(eq(t.sesionesPersonal.personalId, personalId), isNull(t.sesionesPersonal.revocadaEn), gt(t.sesionesPersonal.expiraEn, now)));
      return rows
        .filter((r) => r.ultimoUso + SESSION_IDLE_MS > now)
        .map((r) => ({ sesion: r.id, desde: r.creado, ultimoUso: new Date(r.ultimoUso).toISOString(), ip: r.ip, agente: r.agente }));
    },

    async revoke(sessionId: string, by: Staff) {
      const [row] = await db.update(t.sesionesPersonal).set({ revocadaEn: new Date().toISOString() }).where(and(eq(t.sesionesPersonal.id, sessionId), isNull(t.sesionesPersonal.revocadaEn))).returning();
      if (!row) throw notFound('Sesión no encontrada o ya cerrada.');
      await recordAudit(db, t, [{ personalId: by.id, accion: 'cerrar_sesion', entidad: 'personal', entidadId: row.personalId }]);
      return { message: 'Sesión cerrada.' };
    },

    /** Every staff member, for the owner. */
    async list(): Promise<(Staff & { activo: boolean; dosPasos: boolean })[]> {
      const rows = await db.select().from(t.personal).orderBy(t.personal.id);
      return rows.map((r) => ({ ...toStaff(r), activo: r.activo === 1, dosPasos: twoFactor.isOn(r) }));
    },

    async logout(sessionId: string) {
      await db.update(t.sesionesPersonal).set({ revocadaEn: new Date().toISOString() }).where(and(eq(t.sesionesPersonal.id, sessionId), isNull(t.sesionesPersonal.revocadaEn)));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
