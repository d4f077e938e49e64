import { type Address, type AddressFields, msg } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import { Prisma, type ShippingAddress } from '../../db/generated/client.ts';
import { type Sql, sqlRows } from '../../db/sql.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

type AddressDeps = Pick<Deps, 'prisma' | 'clock'>;

export const MAX_ADDRESSES = 50;

function toAddress(row: ShippingAddress): Address {
  return {
    id: row.id,
    receiverName: row.receiverName,
    receiverFirstAddr: row.receiverFirstAddr,
    receiverTwoAddr: row.receiverTwoAddr,
    country: row.country,
    state: row.state,
    city: row.city,
    postcode: row.postcode,
    mobile: row.mobile,
    mobileCode: row.mobileCode,
    mobileCodeId: row.mobileCodeId,
    phone: row.phone,
    companyName: row.companyName,
    code: row.code,
    brokerName: row.brokerName,
    importerAddress: row.importerAddress,
    defaultStatus: row.defaultStatus,
  };
}

function columns(fields: AddressFields) {
  const { defaultStatus: _ignored, ...rest } = fields;
  return rest;
}

/**
 * Serialises one buyer's address writes, so "exactly one default" holds under concurrent edits
 * (two tabs setting different defaults at once).
 */
async function lockBuyerAddresses(tx: Tx, userId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('shipping_address'), ${userId})`;
}

async function makeDefault(tx: Tx, userId: number, id: number): Promise<void> {
  await tx.shippingAddress.updateMany({
    where: { userId, deletedAt: null, defaultStatus: 1, NOT: { id } },
    data: { defaultStatus: 0 },
  });
  await tx.shippingAddress.updateMany({ where: { id, userId, deletedAt: null }, data: { defaultStatus: 1 } });
}

/** After a delete or a first insert: the newest remaining address becomes the default if none is. */
async function ensureOneDefault(tx: Tx, userId: number): Promise<void> {
  const current = await tx.shippingAddress.count({ where: { userId, deletedAt: null, defaultStatus: 1 } });
  if (current > 0) return;
  const newest = await tx.shippingAddress.findFirst({
    where: { userId, deletedAt: null },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true },
  });
  if (newest) await makeDefault(tx, userId, newest.id);
}

export async function listAddresses(deps: Pick<Deps, 'prisma'>, userId: number): Promise<Address[]> {
  const rows = await deps.prisma.shippingAddress.findMany({
    where: { userId, deletedAt: null },
    orderBy: [{ defaultStatus: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toAddress);
}

export async function createAddress(deps: AddressDeps, userId: number, fields: AddressFields): Promise<{ id: number }> {
  return deps.prisma.$transaction(async (tx) => {
    await lockBuyerAddresses(tx, userId);
    const count = await tx.shippingAddress.count({ where: { userId, deletedAt: null } });
    if (count >= MAX_ADDRESSES) throw AppError.refused(msg.addressLimit);
    const row = await tx.shippingAddress.create({
      data: { ...columns(fields), userId, defaultStatus: 0, createdAt: deps.clock.now() },
      select: { id: true },
    });
    if (fields.defaultStatus === 1 || count === 0) await makeDefault(tx, userId, row.id);
    return { id: row.id };
  });
}

export async function updateAddress(
  deps: AddressDeps,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    await lockBuyerAddresses(tx, userId);
    const updated = await tx.shippingAddress.updateMany({
      where: { id, userId, deletedAt: null },
      data: columns(fields),
    });
    if (updated.count !== 1) throw AppError.notFound('Shipping address');
    if (fields.defaultStatus === 1) await makeDefault(tx, userId, id);
  });
}

export async function setDefaultAddress(deps: AddressDeps, userId: number, id: number): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    await lockBuyerAddresses(tx, userId);
    const exists = await tx.shippingAddress.count({ where: { id, userId, deletedAt: null } });
    if (exists !== 1) throw AppError.notFound('Shipping address');
    await makeDefault(tx, userId, id);
  });
}

/** Orders keep their own snapshot, so a deleted address only leaves the buyer's list. */
export async function deleteAddress(deps: AddressDeps, userId: number, id: number): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    await lockBuyerAddresses(tx, userId);
    const deleted = await tx.shippingAddress.updateMany({
      where: { id, userId, deletedAt: null },
      data: { deletedAt: deps.clock.now(), defaultStatus: 0 },
    });
    if (deleted.count !== 1) throw AppError.notFound('Shipping address');
    await ensureOneDefault(tx, userId);
  });
}

/** What a parcel is addressed with: the copy an order or a repair return keeps, so a later edit moves nothing in transit. */
export type ParcelAddress = Pick<
  Address,
  | 'receiverName'
  | 'mobileCode'
  | 'mobile'
  | 'country'
  | 'state'
  | 'city'
  | 'postcode'
  | 'receiverFirstAddr'
  | 'receiverTwoAddr'
>;

export function parcelAddress(address: ParcelAddress): ParcelAddress {
  return {
    receiverName: address.receiverName,
    mobileCode: address.mobileCode,
    mobile: address.mobile,
    country: address.country,
    state: address.state,
    city: address.city,
    postcode: address.postcode,
    receiverFirstAddr: address.receiverFirstAddr,
    receiverTwoAddr: address.receiverTwoAddr,
  };
}

/** For the order flow: every field of one of the buyer's addresses, to snapshot into the order. */
export async function getAddressForOrder(db: Sql, userId: number, id: number): Promise<Address> {
  const [row] = await sqlRows<ShippingAddress>(db, addressForOrderSql(userId, id));
  return addressForOrder(row);
}

/** The buyer's live address `id`, as a fragment: checkout reads it with other things in one statement (decision 017). */
export function addressForOrderSql(userId: number, id: number): Prisma.Sql {
  return Prisma.sql`SELECT * FROM shipping_address WHERE id = ${id} AND "userId" = ${userId} AND "deletedAt" IS NULL`;
}

/** A row addressForOrderSql read (or none), as the order's address or a refusal. */
export function addressForOrder(row: ShippingAddress | undefined): Address {
  if (!row) throw AppError.notFound('Shipping address');
  return toAddress(row);
}
