import { Counter } from 'prom-client';

/**
 * Every authenticator or recovery code this process has checked against a staff member's secret,
 * by kind and outcome: a rise in `wrong` is someone guessing codes with a known password. Served at
 * /metrics (metrics.ts registers it in the app's registry); the sign-in limits are proved by it too
 * (staff-sign-in-limits.test.ts), since it counts real checks, not calls.
 */
export const secondFactorChecks = new Counter({
  name: 'hashforge_staff_second_factor_checks_total',
  help: "Staff authenticator and recovery codes checked against a staff member's secret, by kind and result",
  labelNames: ['kind', 'result'] as const,
  registers: [],
});
