import type { ShopInfo } from '../settings';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { LoginInput, RegisterInput, ResetPasswordInput, UpdateAccountInput, User } from '@huerta/contracts';
import { ADDRESS_MESSAGES, joinAddress, registerInputSchema } from '@huerta/contracts';
import { isUniqueViolation, type Database } from '../../platform/db/database';
import type { usuarios } from '../../schema/sqlite';
import { AppError, badRequest, conflict, unauthorized } from '../../platform/errors';
import type { Tokens } from '../../platform/jwt';
import { createDummyHash, hashPassword, verifyPassword } from '../../platform/passwords';
import type { Mailer } from '../mail';
import { fiscalColumns, fiscalDataOf } from '../facturas';
import { mailText } from '../../platform/i18n/mail-text';
import type { Idioma } from '../../platform/i18n/locale';

const RESET_TTL_MS = 60 * 60 * 1000;
export const LOGIN_FAILED = 'Correo o contraseña incorrectos.';
export const FORGOT_PASSWORD_MESSAGE = 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.';

type UserRow = typeof usuarios.$inferSelect;

export const toUser = (u: UserRow): User => ({
  id: u.id,
  nombre_completo: u.nombreCompleto,
  email: u.email,
  telefono: u.telefono || null,
  direccion: u.direccion || null,
  direccion_facturacion: u.direccionFacturacion || null,
  codigo_postal: u.codigoPostal || null,
  calle: u.calle || null,
  colonia: u.colonia || null,
  referencias: u.referencias || null,
  datos_fiscales: fiscalDataOf(u),
});

/** The parts a form sent, as columns, and `direccion` joined from them (the REST contract's line). */
const addressColumns = (p: { calle: string; colonia: string; codigo_postal: string; referencias?: string | null }) => ({
  calle: p.calle,
  colonia: p.colonia,
  codigoPostal: p.codigo_postal,
  referencias: p.referencias || null,
  direccion: joinAddress({ calle: p.calle, colonia: p.colonia, codigo_postal: p.codigo_postal, referencias: p.referencias ?? '' }),
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function createAccountsService(deps: { database: Database; tokens: Tokens; mailer: Mailer; publicUrl: string; shop: ShopInfo; sessionsChanged?: () => void }) {
  const { tokens, mailer } = deps;
  const { db, t } = deps.database;
  const { passwordResets, usuarios } = t;
  const userByEmail = async (email: string) => (await db.select().from(usuarios).where(eq(usuarios.email, email)).limit(1))[0];
  // Made on the first login, not at start: argon2's 19 MiB working memory would otherwise sit in every idle server.
  let dummyHash: Promise<string> | null = null;

  const session = async (u: UserRow) => ({ jwt: await tokens.sign({ userId: u.id, tokenVersion: u.tokenVersion }), usuario: toUser(u) });

  return {
    /** `idioma`: the storefront's language at registration (`x-idioma`); the account's e-mails are written in it. */
    async register(raw: RegisterInput, idioma: Idioma = 'es') {
      const input = registerInputSchema.parse(raw);
      if (await userByEmail(input.usuario)) throw conflict('Ya existe una cuenta con ese correo.');
      const passwordHash = await hashPassword(input.password);
      try {
        const [row] = await db
          .insert(usuarios)
          .values({
            email: input.usuario,
            passwordHash,
            nombreCompleto: input.nombre,
            idioma,
            telefono: input.tel || null,
            direccion: input.direccion || null,
            codigoPostal: input.codigo_postal ?? null,
            // Sent in parts (the storefront's form): they, joined, are the address.
            ...(input.calle && input.colonia && input.codigo_postal ? addressColumns({ ...input, calle: input.calle, colonia: input.colonia, codigo_postal: input.codigo_postal }) : {}),
          })
          .returning();
        return session(row!);
      } catch (err) {
        // Two registrations racing for the same e-mail: the unique index decides.
        if (isUniqueViolation(err)) throw conflict('Ya existe una cuenta con ese correo.');
        throw err;
      }
    },

    async login(input: LoginInput) {
      const row = await userByEmail(input.usuario);
      const ok = await verifyPassword(row?.passwordHash ?? (await (dummyHash ??= createDummyHash())), input.password);
      if (!row || !ok) throw unauthorized(LOGIN_FAILED);
      return session(row);
    },

    /** The user behind a bearer token, null without one; an invalid or outdated token is a 401. */
    async authenticate(authorization: string | undefined): Promise<UserRow | null> {
      if (!authorization) return null;
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      if (!match) throw unauthorized();
      const claims = await tokens.verify(match[1]!);
      if (!claims) throw unauthorized();
      const [row] = await db.select().from(usuarios).where(eq(usuarios.id, claims.userId)).limit(1);
      if (!row || row.tokenVersion !== claims.tokenVersion) throw unauthorized();
      return row;
    },

    async update(userId: number, input: UpdateAccountInput): Promise<User> {
      const set: Partial<typeof usuarios.$inferInsert> = {};
      if (input.telefono !== undefined) set.telefono = input.telefono || null;
      if (input.direccion !== undefined) set.direccion = input.direccion || null;
      if (input.direccion_facturacion !== undefined) set.direccionFacturacion = input.direccion_facturacion || null;
      if (input.codigo_postal !== undefined) set.codigoPostal = input.codigo_postal || null;
      if (input.calle !== undefined || input.colonia !== undefined || input.referencias !== undefined) {
        // Parts sent on their own complete the ones the account has; the three a driver needs must be there.
        const [now] = await db.select().from(usuarios).where(eq(usuarios.id, userId));
        const calle = input.calle ?? now?.calle ?? '';
        const colonia = input.colonia ?? now?.colonia ?? '';
        const cp = (input.codigo_postal ?? now?.codigoPostal) || '';
        if (!calle || !colonia || !cp) throw badRequest(ADDRESS_MESSAGES.incomplete);
        Object.assign(set, addressColumns({ calle, colonia, codigo_postal: cp, referencias: input.referencias ?? now?.referencias }));
      }
      if (input.datos_fiscales !== undefined) {
        const none = { rfc: null, razonSocial: null, regimenFiscal: null, usoCfdi: null, cpFiscal: null };
        Object.assign(set, input.datos_fiscales ? fiscalColumns(input.datos_fiscales) : none);
      }
      if (Object.keys(set).length === 0) throw badRequest('No hay cambios que guardar.');
      const [row] = await db.update(usuarios).set(set).where(eq(usuarios.id, userId)).returning();
      if (!row) throw new AppError(404, 'Cuenta no encontrada.');
      return toUser(row);
    },

    /** Always the same answer, whether or not the e-mail has an account. */
    async forgotPassword(email: string): Promise<string> {
      const row = await userByEmail(email);
      if (row) {
        const token = randomBytes(32).toString('base64url');
        await db.insert(passwordResets).values({ usuarioId: row.id, tokenHash: sha256(token), expiraEn: Date.now() + RESET_TTL_MS });
        // In the account's language (set at registration, then by the language it last ordered in).
        const m = mailText(row.idioma);
        const link = m.link(deps.publicUrl, `/reset-password?token=${token}`);
        const { storeName } = await deps.shop();
        await mailer.send({
          to: row.email,
          kind: 'restablecer',
          subject: m.t('{tienda}: restablece tu contraseña', { tienda: storeName }),
          text: m.t(
            'Hola {nombre}:\n\nRecibimos una solicitud para restablecer tu contraseña. Abre este enlace (válido por 1 hora, un solo uso):\n\n{enlace}\n\nSi no fuiste tú, ignora este correo; tu contraseña no cambiará.\n\n{tienda}',
            { nombre: row.nombreCompleto, enlace: link, tienda: storeName },
          ),
        });
      }
      return FORGOT_PASSWORD_MESSAGE;
    },

    async resetPassword(input: ResetPasswordInput): Promise<string> {
      const tokenHash = sha256(input.token);
      const [reset] = await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usadoEn), gt(passwordResets.expiraEn, Date.now())))
        .limit(1);
      if (!reset) throw badRequest('El enlace no es válido o ya expiró. Solicita uno nuevo.');
      const passwordHash = await hashPassword(input.password);
      const used = await deps.database.transaction(async (tx) => {
        // Conditional: two uses of the same link cannot both succeed.
        const claimed = await tx
          .update(passwordResets)
          .set({ usadoEn: new Date().toISOString() })
          .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usadoEn)))
          .returning({ id: passwordResets.id });
        if (claimed.length !== 1) return false;
        await tx
          .update(usuarios)
          .set({ passwordHash, tokenVersion: sql`${usuarios.tokenVersion} + 1` })
          .where(eq(usuarios.id, reset.usuarioId));
        return true;
      });
      if (!used) throw badRequest('El enlace no es válido o ya expiró. Solicita uno nuevo.');
      // Old sessions are revoked: a business's price list follows the new one only (buyer-list.ts).
      deps.sessionsChanged?.();
      return 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.';
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
