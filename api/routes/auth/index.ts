import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordRoutes } from './password';
import { sessionRoutes } from './session';
import { statusRoutes } from './status';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(statusRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
};
