import type { FastifyInstance } from 'fastify';
import { availabilityRoutes } from './availability.routes';
import { earningsRoutes } from './earnings.routes';
import { onboardingRoutes } from './onboarding.routes';
import { ratingRoutes } from './rating.routes';
import { timeOffRoutes } from './time-off.routes';

/** Everything a cleaner does on their own account: onboarding, payout connect, availability, earnings. */
export async function cleanerRoutes(app: FastifyInstance) {
  await onboardingRoutes(app);
  await availabilityRoutes(app);
  await earningsRoutes(app);
  await ratingRoutes(app);
  await timeOffRoutes(app);
}
