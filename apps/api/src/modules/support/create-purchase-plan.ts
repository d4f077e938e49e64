import {
  type CallInput,
  type createPurchasePlan as createPurchasePlanCall,
  isBulkExcluded,
  msg,
} from '@hashforge/contract';
import { type Deps, redisKey } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findProductForEnquiry } from '../catalog/catalog.service.ts';

type PurchasePlanInput = CallInput<typeof createPurchasePlanCall>;

/** Enquiries accepted per IP address per window; failed validation does not count. */
export const ENQUIRIES_PER_IP = 5;
export const ENQUIRY_WINDOW_SECONDS = 60 * 60;

/**
 * `purchase/plan/create`: the bulk enquiry. The schema has checked every field with the spec's
 * messages; here the product must exist and not be one of the machines the form excludes (an
 * alias with x4 and mini, 1u or server), and one IP address may send only a few per hour.
 */
export async function createPurchasePlan(
  deps: Pick<Deps, 'prisma' | 'redis' | 'config' | 'clock' | 'logger'>,
  input: PurchasePlanInput,
  ip: string,
): Promise<null> {
  const product = await findProductForEnquiry(deps, input.productId);
  if (!product) throw AppError.field('productId', msg.bulkProductRequired);
  if (isBulkExcluded(product.aliasName)) throw AppError.field('productId', msg.bulkProductExcluded);

  const key = redisKey(deps, 'bulk-enquiry', ip);
  const [[, count], [, ttl]] = (await deps.redis.multi().incr(key).ttl(key).exec()) as [
    [Error | null, number],
    [Error | null, number],
  ];
  if (ttl < 0) await deps.redis.expire(key, ENQUIRY_WINDOW_SECONDS);
  if (count > ENQUIRIES_PER_IP) {
    throw AppError.rateLimited(
      msg.tooManyRequests(ttl > 0 ? ttl : ENQUIRY_WINDOW_SECONDS),
      ttl > 0 ? ttl : ENQUIRY_WINDOW_SECONDS,
    );
  }

  const plan = await deps.prisma.purchasePlan.create({
    data: {
      name: input.name,
      country: input.country,
      email: input.email,
      mobile: input.mobile,
      mobileCode: input.mobileCode,
      productId: product.id,
      // The catalogue's name, not the one the form sent: staff must see what the product really is.
      productName: product.name,
      productNum: input.productNum,
      companyName: input.companyName,
      address: input.address,
      currentCapacity: input.currentCapacity,
      futurePlannedCapacity: input.futurePlannedCapacity,
      hashforgeUsage: input.hashforgeUsage,
      telegram: input.telegram,
      facebook: input.facebook,
      weChat: input.weChat,
      whatsApp: input.whatsApp,
      instagram: input.instagram,
      otherContactKey: input.otherContactKey,
      otherContactValue: input.otherContactValue,
      ip,
      createdAt: deps.clock.now(),
    },
  });
  deps.logger.info(
    { purchasePlanId: plan.id, productId: product.id, productNum: input.productNum },
    'bulk enquiry received',
  );
  return null;
}
