import {
  addStaffInputSchema,
  auditListInputSchema,
  changeStaffPasswordInputSchema,
  confirmPasswordInputSchema,
  revokeSessionInputSchema,
  setupOwnerInputSchema,
  staffIdInputSchema,
  staffLoginInputSchema,
  totpCodeInputSchema,
  twoFactorPolicyInputSchema,
  updateStaffInputSchema,
} from '@huerta/contracts';
import { adminRouterFactory, sessionOf, staffProcedure } from '../../trpc/admin';

/** The back office's procedures of this module, merged into the root admin router (admin-router.ts). */
export const staffAdminProcedures = {
  auth: adminRouterFactory({
    setup: staffProcedure('público')
      .input(setupOwnerInputSchema)
      .mutation(async ({ ctx, input }) => {
        const { token, staff } = await ctx.services.staff.setupOwner(input, { ip: ctx.ip, agent: ctx.agent });
        ctx.setSession(token);
        return staff;
      }),
    login: staffProcedure('público')
      .input(staffLoginInputSchema)
      .mutation(async ({ ctx, input }) => {
        const result = await ctx.services.staff.login(input, { ip: ctx.ip, agent: ctx.agent });
        if ('paso' in result) return result;
        ctx.setSession(result.token);
        return result.staff;
      }),
    logout: staffProcedure('empleado', { beforeTwoFactor: true }).mutation(async ({ ctx }) => {
      await ctx.services.staff.logout(sessionOf(ctx).sessionId);
      ctx.setSession(null);
      return { message: 'Sesión cerrada.' };
    }),
    me: staffProcedure('empleado', { beforeTwoFactor: true }).query(({ ctx }) => {
      const { staff, needsTwoFactor } = sessionOf(ctx);
      // The shop's time zone: the back office shows the shop's days and hours on any device.
      return { ...staff, needsTwoFactor, zonaHoraria: ctx.services.config.timezone };
    }),
  }),
  /** My account: password and two-step verification (reachable before the mandatory second step is on). */
  account: adminRouterFactory({
    changePassword: staffProcedure('empleado', { beforeTwoFactor: true })
      .input(changeStaffPasswordInputSchema)
      .mutation(({ ctx, input }) => ctx.services.staff.changePassword(input, sessionOf(ctx))),
    twoFactor: staffProcedure('empleado', { beforeTwoFactor: true }).query(({ ctx }) => ctx.services.twoFactor.status(sessionOf(ctx).staff)),
    startTwoFactor: staffProcedure('empleado', { beforeTwoFactor: true }).mutation(({ ctx }) => ctx.services.twoFactor.start(sessionOf(ctx).staff)),
    confirmTwoFactor: staffProcedure('empleado', { beforeTwoFactor: true })
      .input(totpCodeInputSchema)
      .mutation(({ ctx, input }) => ctx.services.twoFactor.confirm(sessionOf(ctx).staff, input.codigo)),
    newRecoveryCodes: staffProcedure('empleado')
      .input(confirmPasswordInputSchema)
      .mutation(({ ctx, input }) => ctx.services.twoFactor.newRecoveryCodes(sessionOf(ctx).staff, input.password)),
    disableTwoFactor: staffProcedure('empleado')
      .input(confirmPasswordInputSchema)
      .mutation(({ ctx, input }) => ctx.services.twoFactor.disable(sessionOf(ctx).staff, input.password)),
  }),
  audit: staffProcedure('dueño')
    .input(auditListInputSchema)
    .query(({ ctx, input }) => ctx.services.auditLog.list(input)),
  staff: adminRouterFactory({
    list: staffProcedure('dueño').query(({ ctx }) => ctx.services.staff.list()),
    add: staffProcedure('dueño')
      .input(addStaffInputSchema)
      .mutation(({ ctx, input }) => ctx.services.staff.add(input, sessionOf(ctx).staff)),
    update: staffProcedure('dueño')
      .input(updateStaffInputSchema)
      .mutation(({ ctx, input }) => ctx.services.staff.update(input, sessionOf(ctx).staff)),
    sessions: staffProcedure('dueño')
      .input(staffIdInputSchema)
      .query(({ ctx, input }) => ctx.services.staff.sessions(input.id)),
    twoFactorPolicy: staffProcedure('dueño').query(async ({ ctx }) => ({ obligatorio: await ctx.services.settings.get('dosPasosObligatorio') })),
    setTwoFactorPolicy: staffProcedure('dueño')
      .input(twoFactorPolicyInputSchema)
      .mutation(({ ctx, input }) => ctx.services.twoFactor.setRequired(input.obligatorio, sessionOf(ctx).staff)),
    resetTwoFactor: staffProcedure('dueño')
      .input(staffIdInputSchema)
      .mutation(({ ctx, input }) => ctx.services.twoFactor.reset(input.id, sessionOf(ctx).staff)),
    revokeSession: staffProcedure('dueño')
      .input(revokeSessionInputSchema)
      .mutation(({ ctx, input }) => ctx.services.staff.revoke(input.sesion, sessionOf(ctx).staff)),
  }),
};
