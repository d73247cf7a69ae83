import type { FastifyInstance } from 'fastify';
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updateAccountInputSchema,
  verifyEmailInputSchema,
  facturaFileParamsSchema,
} from '@huerta/contracts';
import { sendFacturaFile } from '../facturas';
import { parseWith, unauthorized } from '../../platform/errors';
import type { Services } from '../../services';
import { toUser } from './accounts';
import type { AddressLimits } from '../../platform/limits/route-limits';
import { idiomaOfHeaders } from '../../platform/i18n/locale';

export function accountRoutes(app: FastifyInstance, services: Services, limits: AddressLimits) {
  const { accounts, orders } = services;

  app.post('/api/registrar', { preHandler: [limits.register] }, async (req, reply) => {
    const data = await accounts.register(parseWith(registerInputSchema, req.body), idiomaOfHeaders(req.headers));
    return reply.code(201).send({ success: true, message: 'Cuenta creada correctamente.', data });
  });

  app.post('/api/login', async (req) => {
    const data = await services.limited.login(parseWith(loginInputSchema, req.body), req.ip);
    return { success: true, message: 'Inicio de sesión exitoso.', data };
  });

  app.post('/api/forgot-password', { preHandler: [limits.forgot] }, async (req) => {
    const { email } = parseWith(forgotPasswordInputSchema, req.body);
    return { success: true, message: await accounts.forgotPassword(email) };
  });

  app.post('/api/reset-password', { preHandler: [limits.forgot] }, async (req) => {
    const message = await accounts.resetPassword(parseWith(resetPasswordInputSchema, req.body));
    return { success: true, message };
  });

  const requireUser = async (authorization: string | undefined) => {
    const user = await accounts.authenticate(authorization);
    if (!user) throw unauthorized('Inicia sesión para continuar.');
    return user;
  };

  app.post('/api/verificar-correo/solicitar', { preHandler: [limits.verify] }, async (req) => {
    const user = await requireUser(req.headers.authorization);
    return { success: true, message: await services.emailVerification.request(user) };
  });

  app.post('/api/verificar-correo', { preHandler: [limits.verify] }, async (req) => {
    const { message, ...data } = await services.emailVerification.verify(parseWith(verifyEmailInputSchema, req.body).token);
    return { success: true, message, data };
  });

  app.get('/api/mis-pedidos', async (req) => {
    const user = await requireUser(req.headers.authorization);
    await services.emailVerification.attachIfVerified(user);
    return { success: true, data: await orders.listForUser(user.id) };
  });

  // A factura's PDF or XML for the signed-in shopper (the page fetches it with the token and saves it).
  app.get('/api/mis-pedidos/:pedido/factura/:archivo', async (req, reply) => {
    const user = await requireUser(req.headers.authorization);
    const { pedido, archivo } = parseWith(facturaFileParamsSchema, req.params);
    return sendFacturaFile(reply, await services.facturas.file(pedido, archivo, user.id));
  });

  app.get('/api/mi-cuenta', async (req) => {
    const user = await requireUser(req.headers.authorization);
    return { success: true, data: toUser(user) };
  });

  app.patch('/api/mi-cuenta', async (req) => {
    const user = await requireUser(req.headers.authorization);
    const data = await accounts.update(user.id, parseWith(updateAccountInputSchema, req.body));
    return { success: true, message: 'Datos actualizados.', data };
  });
}
