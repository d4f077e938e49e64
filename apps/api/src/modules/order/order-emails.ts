import type { Deps } from '../../deps.ts';
import { getUserContact } from '../auth/users.ts';
import { type EmailMessage, enqueueEmail, type MessageSubject } from '../notify/notify.ts';

type MailDeps = Pick<Deps, 'prisma' | 'sql' | 'queues' | 'config' | 'logger'>;

export type OrderMail =
  | { kind: 'created'; orderNo: string; payableAmount: string; expiresAt: Date }
  | { kind: 'created-covered'; orderNo: string }
  | { kind: 'covered-confirmed'; orderNo: string }
  | { kind: 'payment-reminder'; orderNo: string; payableAmount: string; expiresAt: Date }
  | { kind: 'proof-approved'; orderNo: string; proofId: number; amount: string; fullyPaid: boolean; balance: string }
  | { kind: 'proof-failed'; orderNo: string; proofId: number; amount: string; note: string | null }
  | { kind: 'expired'; orderNo: string }
  | { kind: 'shipped'; orderNo: string; shipmentId: number; carrier: string; trackingNo: string; complete: boolean }
  | { kind: 'canceled'; orderNo: string; reason: string; refundDue: string | null }
  | { kind: 'refunded'; orderNo: string; amount: string }
  | {
      kind: 'chain-credited';
      orderNo: string;
      paymentId: number;
      amount: string;
      token: string;
      network: string;
      fullyPaid: boolean;
      balance: string;
      overpaid: string | null;
    }
  | { kind: 'chain-refused'; orderNo: string; paymentId: number; txHash: string; reason: string }
  | { kind: 'chain-failed'; orderNo: string; paymentId: number; txHash: string; reason: string };

function compose(mail: OrderMail, link: string): { subject: string; text: string; key: string } {
  switch (mail.kind) {
    case 'created':
      return {
        key: mail.orderNo,
        subject: `Order ${mail.orderNo} received`,
        text: [
          `Thank you for your order ${mail.orderNo}.`,
          `Amount payable: USD ${mail.payableAmount}.`,
          `Please pay by USD bank wire with the order number in the transfer, then upload the transfer proof on the order page before ${mail.expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC; an unpaid order without a proof is canceled after that.`,
          link,
        ].join('\n\n'),
      };
    case 'created-covered':
      return {
        key: mail.orderNo,
        subject: `Order ${mail.orderNo} received: nothing to pay`,
        text: [
          `Thank you for your order ${mail.orderNo}.`,
          'Your coupon covers the whole amount, so there is nothing to pay. Our team confirms the order before it goes to the warehouse; we will write again when it does.',
          link,
        ].join('\n\n'),
      };
    case 'covered-confirmed':
      return {
        key: mail.orderNo,
        subject: `Order ${mail.orderNo} confirmed`,
        text: [
          `Our team confirmed your order ${mail.orderNo}. Your coupon covers it in full, so there is nothing to pay.`,
          'The order is being prepared for shipment.',
          link,
        ].join('\n\n'),
      };
    case 'payment-reminder':
      return {
        key: mail.orderNo,
        subject: `Order ${mail.orderNo}: 12 hours left to pay`,
        text: [
          `Your order ${mail.orderNo} is still waiting for payment of USD ${mail.payableAmount}.`,
          `Please pay by USD bank wire with the order number in the transfer and upload the transfer proof on the order page before ${mail.expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC; the order is canceled and its items released after that.`,
          link,
        ].join('\n\n'),
      };
    case 'proof-approved':
      return {
        key: `${mail.orderNo}-${mail.proofId}`,
        subject: `Payment for order ${mail.orderNo} approved`,
        text: [
          `Our finance team approved your transfer of USD ${mail.amount} for order ${mail.orderNo}.`,
          mail.fullyPaid
            ? 'The order is paid in full and is being prepared for shipment.'
            : `A balance of USD ${mail.balance} is still due: please transfer it and upload its proof on the order page.`,
          link,
        ].join('\n\n'),
      };
    case 'proof-failed':
      return {
        key: `${mail.orderNo}-${mail.proofId}`,
        subject: `Payment proof for order ${mail.orderNo} not accepted`,
        text: [
          `We could not confirm your transfer of USD ${mail.amount} for order ${mail.orderNo}.`,
          mail.note ? `Reason: ${mail.note}` : '',
          'Please check the transfer and upload a new proof on the order page.',
          link,
        ]
          .filter(Boolean)
          .join('\n\n'),
      };
    case 'shipped':
      // One email per shipment: a partial delivery and the rest are two steps.
      return {
        key: `${mail.orderNo}-${mail.shipmentId}`,
        subject: mail.complete ? `Order ${mail.orderNo} shipped` : `Part of order ${mail.orderNo} shipped`,
        text: [
          `A shipment of your order ${mail.orderNo} is on its way with ${mail.carrier}, tracking number ${mail.trackingNo}.`,
          mail.complete
            ? 'Everything you ordered has now shipped.'
            : 'The rest of the order follows in a later shipment; we will write again when it leaves.',
          'Please confirm receipt on the order page when it arrives.',
          link,
        ].join('\n\n'),
      };
    case 'canceled':
      return {
        key: mail.orderNo,
        subject: `Order ${mail.orderNo} canceled`,
        text: [
          `Your order ${mail.orderNo} was canceled by our team.`,
          `Reason: ${mail.reason}`,
          mail.refundDue
            ? `The USD ${mail.refundDue} we received for it will be refunded to you; we will write again when the refund is sent.`
            : '',
          link,
        ]
          .filter(Boolean)
          .join('\n\n'),
      };
    case 'refunded':
      return {
        key: mail.orderNo,
        subject: `Refund for order ${mail.orderNo} sent`,
        text: [`We have sent the refund of USD ${mail.amount} for your canceled order ${mail.orderNo}.`, link].join(
          '\n\n',
        ),
      };
    case 'chain-credited':
      return {
        key: `${mail.orderNo}-chain-${mail.paymentId}`,
        subject: `Payment for order ${mail.orderNo} received`,
        text: [
          `Your transfer of ${mail.amount} ${mail.token} on ${mail.network} for order ${mail.orderNo} is confirmed on chain.`,
          mail.fullyPaid
            ? 'The order is paid in full and is being prepared for shipment.'
            : `A balance of USD ${mail.balance} is still due: please pay it on the order page.`,
          mail.overpaid ? `You sent USD ${mail.overpaid} more than was due; our finance team will pay it back.` : '',
          link,
        ]
          .filter(Boolean)
          .join('\n\n'),
      };
    case 'chain-refused':
      return {
        key: `${mail.orderNo}-chain-${mail.paymentId}`,
        subject: `Transaction for order ${mail.orderNo} not accepted`,
        text: [
          `We could not accept transaction ${mail.txHash} as a payment for order ${mail.orderNo}.`,
          `Reason: ${mail.reason}`,
          'Nothing was credited. Please check the network, the token and the address on the order page.',
          link,
        ].join('\n\n'),
      };
    case 'chain-failed':
      return {
        key: `${mail.orderNo}-chain-failed-${mail.paymentId}`,
        subject: `Payment for order ${mail.orderNo} not accepted`,
        text: [
          `Our finance team did not accept transaction ${mail.txHash} as a payment for order ${mail.orderNo}.`,
          `Reason: ${mail.reason}`,
          'Please contact us about it; the order page shows what is still due.',
          link,
        ].join('\n\n'),
      };
    case 'expired':
      return {
        key: mail.orderNo,
        subject: `Order ${mail.orderNo} canceled`,
        text: [
          `Your order ${mail.orderNo} was canceled because no payment proof was uploaded in time.`,
          'The items were released. You are welcome to place a new order.',
          link,
        ].join('\n\n'),
      };
  }
}

/** The email of an order step to `to`, as queued and as recorded on the order's timeline. */
export function orderEmail(
  deps: Pick<Deps, 'config'>,
  to: string,
  mail: OrderMail,
): EmailMessage & { about: MessageSubject } {
  const link = `${deps.config.publicUrl}/sale-order-detail/${mail.orderNo}`;
  const { subject, text, key } = compose(mail, link);
  return {
    to,
    subject,
    text,
    purpose: `order-${mail.kind}`,
    key,
    about: { entityType: 'order', entityId: mail.orderNo },
  };
}

/**
 * Queues the buyer's email about an order. It runs after the order's transaction committed, so a
 * queue failure is logged, never turned into a refusal of something that already happened.
 */
export async function sendOrderMail(deps: MailDeps, userId: number, mail: OrderMail): Promise<void> {
  try {
    const contact = await getUserContact(deps, userId);
    if (!contact) return;
    await enqueueEmail(deps, orderEmail(deps, contact.email, mail));
  } catch (err) {
    deps.logger.error({ err, orderNo: mail.orderNo, kind: mail.kind }, 'order email not queued');
  }
}

/** Queues an order email whose record the caller wrote in its own transaction (checkout: emailRecordSql). */
export async function queueRecordedOrderEmail(
  deps: Pick<Deps, 'queues' | 'keys' | 'logger'>,
  message: EmailMessage & { about: MessageSubject },
): Promise<void> {
  try {
    await enqueueEmail(deps, message, { recorded: true });
  } catch (err) {
    deps.logger.error({ err, orderNo: message.about.entityId, purpose: message.purpose }, 'order email not queued');
  }
}
