import { seedDemoStaff } from '../../apps/api/src/modules/staff/demo-staff.ts';
import type { SeedStep } from './seed-step.ts';

/**
 * One demo staff account per role (`<role>@hashforge.example` / `demo1234`, 2FA off), development
 * only: in production the step writes nothing, and the server refuses to start while one exists.
 */
export const staffStep: SeedStep = {
  name: 'demo-staff',
  async run({ prisma, config }) {
    await seedDemoStaff({ prisma }, config.isProduction);
  },
};
