import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordRoutes } from './password';
import { secondStepRoutes } from './second-step';
import { sessionRoutes } from './session';
import { statusRoutes } from './status';
import { twoFactorRoutes } from './two-factor';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(statusRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(secondStepRoutes);
  await app.register(twoFactorRoutes);
};
