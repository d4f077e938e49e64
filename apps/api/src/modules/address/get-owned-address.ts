import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

export interface OwnedAddress {
  id: number;
  receiverName: string;
  receiverFirstAddr: string;
  receiverTwoAddr: string;
  country: string;
  state: string;
  city: string;
  postcode: string;
  mobile: string;
  mobileCode: string;
}

/**
 * One of the buyer's saved (not deleted) shipping addresses, for other modules that copy it
 * (after-sale return address). The buyer's id is part of the query, so another buyer's address
 * answers `Shipping address not found` exactly like a missing one.
 */
export async function getOwnedAddress(deps: Pick<Deps, 'prisma'>, userId: number, id: number): Promise<OwnedAddress> {
  const address = await deps.prisma.shippingAddress.findFirst({
    where: { id, userId, deletedAt: null },
    select: {
      id: true,
      receiverName: true,
      receiverFirstAddr: true,
      receiverTwoAddr: true,
      country: true,
      state: true,
      city: true,
      postcode: true,
      mobile: true,
      mobileCode: true,
    },
  });
  if (!address) throw AppError.notFound('Shipping address');
  return address;
}
