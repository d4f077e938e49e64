// Buyers for the order benches: each with approved KYC, a default address, a live session (a signed
// token as the shop would issue) and one cart row per named send cycle, inserted in batches so a
// thousand are ready in seconds. One password hash for all: the benches measure ordering, not sign-up.
import { createHmac, randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../apps/api/src/db/generated/client.ts';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords.ts';

export interface BenchBuyer<Cart extends string> {
  userId: number;
  /** Signs in with BENCH_PASSWORD. */
  email: string;
  token: string;
  addressId: number;
  cartIds: Record<Cart, number>;
}

function b64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** The token @fastify/jwt would issue (HS256, 24 h) for a session row we created. */
export function signToken(secret: string, userId: number, sessionId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify({ sub: String(userId), sid: sessionId, iat: now, exp: now + 86400 }));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** Every bench buyer's password. */
export const BENCH_PASSWORD = 'bench-password';

export async function createBenchBuyers<Cart extends string>(
  prisma: PrismaClient,
  jwtSecret: string,
  count: number,
  carts: Record<Cart, { productId: number; sendCycleId: number }>,
): Promise<BenchBuyer<Cart>[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const tag = randomUUID().slice(0, 8);
  const emails = Array.from({ length: count }, (_, i) => `bench-${tag}-${i}@example.com`);
  await prisma.user.createMany({
    data: emails.map((email, i) => ({ email, passwordHash, nickName: `bench ${i}` })),
  });
  const users = await prisma.user.findMany({ where: { email: { in: emails } }, orderBy: { id: 'asc' } });
  await prisma.kyc.createMany({
    data: users.map((u, i) => ({
      userId: u.id,
      status: 2,
      country: 'Germany',
      idDocumentType: 1,
      firstName: 'Bench',
      lastName: `Buyer ${i}`,
      birthday: new Date('1990-01-01'),
      gender: 1,
      idNumber: `B${tag}${i}`,
      expireDateType: 2,
      expireDate: new Date('9999-12-31'),
      address: 'Benchstrasse 1',
      postal: '10115',
    })),
  });
  await prisma.shippingAddress.createMany({
    data: users.map((u, i) => ({
      userId: u.id,
      receiverName: `Bench Buyer ${i}`,
      receiverFirstAddr: 'Benchstrasse 1',
      country: 'Germany',
      city: 'Berlin',
      postcode: '10115',
      mobile: '301234567',
      mobileCode: '+49',
      defaultStatus: 1,
    })),
  });
  const addresses = new Map(
    (await prisma.shippingAddress.findMany({ where: { userId: { in: users.map((u) => u.id) } } })).map((a) => [
      a.userId,
      a.id,
    ]),
  );
  const sessions = users.map((u) => ({ id: randomUUID(), userId: u.id, expiresAt: new Date(Date.now() + 86400_000) }));
  await prisma.session.createMany({ data: sessions });
  const names = Object.keys(carts) as Cart[];
  await prisma.cartItem.createMany({
    data: users.flatMap((u) =>
      names.map((name) => ({
        userId: u.id,
        productId: carts[name].productId,
        productSendCycleId: carts[name].sendCycleId,
        productNum: 1,
      })),
    ),
  });
  const cartRows = await prisma.cartItem.findMany({ where: { userId: { in: users.map((u) => u.id) } } });
  const cartOf = new Map(cartRows.map((c) => [`${c.userId}:${c.productSendCycleId}`, c.id]));
  return users.map((u, i) => ({
    userId: u.id,
    email: u.email,
    token: signToken(jwtSecret, u.id, sessions[i]!.id),
    addressId: addresses.get(u.id)!,
    cartIds: Object.fromEntries(
      names.map((name) => [name, cartOf.get(`${u.id}:${carts[name].sendCycleId}`)!]),
    ) as Record<Cart, number>,
  }));
}
