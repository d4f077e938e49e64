import { AfterSalePayStatus as Pay, AfterSaleStatus as S } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { getUserContact } from '../auth/users.ts';
import { enqueueEmail } from '../notify/notify.ts';
import { readBrand } from '../settings/brand.ts';

/** English names of the status codes, for emails (the storefront has its own catalogue entries). */
export const statusLabels: Record<number, string> = {
  [S.pending]: 'Pending review',
  [S.waitingShipment]: 'Approved, waiting for your shipment',
  [S.customerShipped]: 'Shipped by you',
  [S.received]: 'Received by our service centre',
  [S.receivedWithNote]: 'Received by our service centre, with a note',
  [S.processing]: 'Processing',
  [S.maintenance]: 'In maintenance',
  [S.vendorShipped]: 'Shipped back to you',
  [S.customerReceipt]: 'Received by you',
  [S.completed]: 'Completed',
};

function nextStep(status: number, payStatus: number, payAmount: string | null): string {
  switch (status) {
    case S.pending:
      return 'We have received your repair request and will review it shortly.';
    case S.waitingShipment:
      return 'Your request has been approved. Please ship the devices to our service centre and enter the logistics company and tracking number on the request page.';
    case S.customerShipped:
      return 'Thank you, we have your tracking number and will let you know when the devices arrive.';
    case S.received:
    case S.receivedWithNote:
      return 'Your devices have arrived at our service centre and will be diagnosed next.';
    case S.processing:
      if (payStatus === Pay.free) return 'Your devices are being repaired free of charge.';
      if (payStatus === Pay.waitingPayment)
        return `We have sent you a repair quotation of USD ${payAmount}. Please review it and upload your payment proof on the request page.`;
      if (payStatus === Pay.processingPayment) return 'We have received your payment proof and are checking it.';
      if (payStatus === Pay.balancePayment)
        return 'We have approved your payment, but it does not cover the whole quotation. Please pay the balance and upload its proof on the request page.';
      if (payStatus === Pay.waitingMaintenance) return 'Your payment has been approved. The repair will start shortly.';
      return 'Our engineers are diagnosing your devices.';
    case S.maintenance:
      return 'Our engineers are repairing your devices.';
    case S.vendorShipped:
      return 'Your devices are on their way back to you. Please confirm receipt on the request page once they arrive.';
    case S.customerReceipt:
      return 'Thank you for confirming receipt.';
    case S.completed:
      return 'Your repair request is closed.';
    default:
      return 'Your repair request has been updated.';
  }
}

/** Sanitised HTML as plain text for an email body. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>|<\/li>|<\/div>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

export interface AfterSaleMailTarget {
  id: number;
  /** The contact address typed on the form: shown to staff, never mailed (accountEmail). */
  email: string;
  userName: string;
  status: number;
  payStatus: number;
  payAmount: string | null;
}

/**
 * Where a request's emails go: the address of the account that filed it, never the contact
 * address typed on the form, which anyone could set to a stranger's (docs/domain.md D5). Null when the
 * account is gone.
 */
async function accountEmail(deps: Pick<Deps, 'prisma'>, afterSaleId: number): Promise<string | null> {
  const row = await deps.prisma.afterSale.findUnique({ where: { id: afterSaleId }, select: { userId: true } });
  return row ? ((await getUserContact(deps, row.userId))?.email ?? null) : null;
}

type MailDeps = Pick<Deps, 'queues' | 'config' | 'logger' | 'prisma' | 'sql' | 'redis' | 'storage'>;

/**
 * Queues one email about a request: to the account that filed it (accountEmail), greeting the name
 * on the form, the lines given, a link to the request's page and the service team's signature.
 * It runs after the change is committed and the buyer sees it on the page, so a lost email is
 * logged, never turned into a refusal the buyer would retry.
 */
async function emailAboutRequest(
  deps: MailDeps,
  target: { id: number; userName: string },
  mail: { subject: string; lines: string[]; linkLabel: string; purpose: string; key: string },
  failure: string,
): Promise<void> {
  const link = `${deps.config.publicUrl}/after-sale-detail/${target.id}`;
  try {
    const to = await accountEmail(deps, target.id);
    if (!to) return;
    const { shopName } = await readBrand(deps);
    const text = [
      `Hello ${target.userName},`,
      ...mail.lines,
      `${mail.linkLabel}: ${link}`,
      `The ${shopName} service team`,
    ].join('\n\n');
    await enqueueEmail(deps, { to, subject: mail.subject, text, purpose: mail.purpose, key: mail.key });
  } catch (error) {
    deps.logger.error({ err: error, afterSaleId: target.id }, failure);
  }
}

/**
 * Tells the buyer their request changed (docs/domain.md D3, After-sales: an email at each status
 * change). Queued after the change is committed; the job id carries the moment of the change, so a
 * retry never sends twice and a later change to the same state (a second failed proof) still gets
 * its own email.
 */
export async function emailAfterSaleChange(
  deps: MailDeps,
  target: AfterSaleMailTarget,
  changedAt: Date,
  note?: string,
): Promise<void> {
  const label = statusLabels[target.status] ?? String(target.status);
  await emailAboutRequest(
    deps,
    target,
    {
      subject: `Repair request #${target.id}: ${label}`,
      lines: [
        `Your repair request #${target.id} is now: ${label}.`,
        nextStep(target.status, target.payStatus, target.payAmount),
        ...(note ? [`Message from our service team: ${note}`] : []),
      ],
      linkLabel: 'See the details and leave us a message',
      purpose: 'after-sale-status',
      key: `${target.id}-${target.status}-${target.payStatus}-${changedAt.getTime()}`,
    },
    'could not queue the after-sale status email',
  );
}

/** Tells the buyer the service team answered on their request. */
export async function emailAfterSaleReply(
  deps: MailDeps,
  target: { id: number; email: string; userName: string },
  recordId: number,
  html: string,
): Promise<void> {
  await emailAboutRequest(
    deps,
    target,
    {
      subject: `Repair request #${target.id}: a message from our service team`,
      lines: [`Our service team answered on your repair request #${target.id}:`, plainText(html)],
      linkLabel: 'Read it and reply here',
      purpose: 'after-sale-reply',
      key: String(recordId),
    },
    'could not queue the after-sale reply email',
  );
}
