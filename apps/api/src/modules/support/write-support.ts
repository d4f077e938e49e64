import type { Deps } from '../../deps.ts';
import { invalidatePublicCache, type PublicWriteDeps } from '../../http/public-cache.ts';
import { sanitizeHtml } from '../content/sanitize.ts';
import { normaliseSerial } from './warranty.ts';

// Writes for the seed and the back office: FAQ answers are sanitised, serials normalised.
export async function createFaqs(
  deps: PublicWriteDeps,
  items: { content: string; answerContent: string; hot?: boolean; sort?: number }[],
): Promise<void> {
  await deps.prisma.faq.createMany({
    data: items.map((f, i) => ({
      content: f.content.trim(),
      answerContent: sanitizeHtml(f.answerContent),
      type: f.hot ? 1 : 0,
      sort: f.sort ?? i,
    })),
  });
  await invalidatePublicCache(deps);
}

export async function createMachineSerials(
  deps: Pick<Deps, 'prisma'>,
  items: {
    machineCode: string;
    productCategoryName: string;
    computingPower?: string | null;
    afterEndTime: Date | null;
    afterEndPlateTime: Date | null;
  }[],
): Promise<void> {
  await deps.prisma.machineSerial.createMany({
    data: items.map((s) => ({
      machineCode: normaliseSerial(s.machineCode),
      productCategoryName: s.productCategoryName,
      computingPower: s.computingPower ?? null,
      afterEndTime: s.afterEndTime,
      afterEndPlateTime: s.afterEndPlateTime,
    })),
    skipDuplicates: true,
  });
}
