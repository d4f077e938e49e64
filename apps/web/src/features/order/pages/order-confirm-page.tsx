import { type Address, ConfigType, isMainlandChina, msg, type SelectableCoupon } from '@hashforge/contract';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { AddressFormDialog } from '../../../components/address-form-dialog.tsx';
import { CheckoutSteps } from '../../../components/checkout-steps.tsx';
import { formatUsd } from '../../../components/format.tsx';
import { KycRequiredDialog } from '../../../components/kyc-required-dialog.tsx';
import { Card, Page, PageTitle } from '../../../components/page.tsx';
import { PolicyDialog } from '../../../components/policy-dialog.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAddress } from '../../address/api/create-address.ts';
import { useAddressList } from '../../address/api/get-address-list.ts';
import { useUpdateAddress } from '../../address/api/update-address.ts';
import { useProductAmount } from '../../cart/api/get-product-amount.ts';
import { useConfigPage } from '../../support/api/get-config-page.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { AddressPicker } from '../components/address-picker.tsx';
import { AmountSummary } from '../components/amount-summary.tsx';
import { CouponPicker } from '../components/coupon-picker.tsx';
import { LineImage } from '../components/order-lines.tsx';

/** Repeat clicks on submit within this window are ignored (docs/domain.md S9). */
export const REPEAT_CLICK_MS = 1500;

/** `1,2,3` (URL-decoded) to cart ids; anything that is not a positive integer is dropped. */
export function parseCartIds(raw: string | undefined): number[] {
  if (!raw) return [];
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: read it as it is; non-numbers are dropped below.
    decoded = raw;
  }
  return [
    ...new Set(
      decoded
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
}

/** The applicable coupon (`select` 1) worth the most; the earliest to expire among equals. */
export function bestCoupon<C extends Pick<SelectableCoupon, 'id' | 'select' | 'price' | 'endTime'>>(
  coupons: readonly C[],
): C | null {
  let best: C | null = null;
  for (const c of coupons) {
    if (c.select !== 1) continue;
    const better =
      !best ||
      cents(c.price) > cents(best.price) ||
      (cents(c.price) === cents(best.price) && Date.parse(c.endTime) < Date.parse(best.endTime));
    if (better) best = c;
  }
  return best;
}

function cents(value: string | number): number {
  return Math.round(Number(value) * 100);
}

/**
 * `/order-confirm/{ids}` (docs/domain.md S2): the address (a single one is chosen for the buyer,
 * otherwise the default), the items, one coupon, the amounts, the sales policy and submit. Submit
 * warns without the policy or an address, refuses mainland China, ignores repeat clicks for 1.5 s.
 */
export default function OrderConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ids: rawIds } = useParams();
  const cartIds = useMemo(() => parseCartIds(rawIds), [rawIds]);
  const preview = useProductAmount(cartIds);
  const addresses = useAddressList();
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const createOrder = useCreateOrder();
  // The buyer's picks; what is shown and sent is derived from them and the lists below.
  const [pickedAddressId, setAddressId] = useState<number | null>(null);
  // undefined until the buyer picks: then the best coupon that applies is used; null is "no coupon".
  const [pickedCouponId, setCouponId] = useState<number | null | undefined>(undefined);
  const [agreed, setAgreed] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const policy = useConfigPage(ConfigType.orderPolicy, policyOpen);
  const [editing, setEditing] = useState<Address | null | 'new'>(null);
  const [kycDialog, setKycDialog] = useState(false);
  const lastSubmit = useRef(0);

  const list = addresses.data ?? [];
  // The buyer's pick while it is listed; otherwise a single address, or with several the default one (flag 1).
  const address =
    list.find((a) => a.id === pickedAddressId) ??
    (list.length === 1 ? list[0] : list.find((a) => a.defaultStatus === 1)) ??
    null;
  const addressId = address?.id ?? null;

  const coupons = preview.data?.userCouponModels ?? [];
  // A coupon counts only while it applies (the server's `select` flag): new prices can take the
  // buyer's pick away, and then none is used. Before any pick, the best one that applies is chosen.
  const coupon =
    pickedCouponId === undefined
      ? bestCoupon(coupons)
      : (coupons.find((c) => c.id === pickedCouponId && c.select === 1) ?? null);
  const couponId = coupon?.id ?? null;

  if (cartIds.length === 0) return <Navigate to={paths.home} replace />;
  if (preview.isPending || addresses.isPending) return <PageSpinner />;
  if (preview.isError || !preview.data) {
    return (
      <Page>
        <CheckoutSteps current={1} />
        <Card>
          <EmptyState
            text={t('order.confirm.gone')}
            action={<ButtonLink to={paths.shopCart}>{t('order.confirm.backToCart')}</ButtonLink>}
          />
        </Card>
      </Page>
    );
  }

  const { productAmount, cartModels } = preview.data;
  const couponCents = coupon ? Math.min(cents(coupon.price), cents(productAmount)) : 0;
  const discountCents = 0;
  const payableCents = Math.max(0, cents(productAmount) - couponCents - discountCents);

  const submit = async () => {
    // The guard holds back a second order, not a second try: a click the checks below refuse (policy
    // unticked, no address) does not arm it, so ticking the box and clicking again submits at once.
    if (createOrder.isPending || Date.now() - lastSubmit.current < REPEAT_CLICK_MS) return;
    if (!agreed) {
      toast.warning(msg.acceptPolicy);
      return;
    }
    if (!address) {
      toast.warning(msg.selectAddress);
      return;
    }
    if (isMainlandChina(address.country)) {
      toast.error(msg.mainlandChina);
      return;
    }
    lastSubmit.current = Date.now();
    try {
      const { orderNo } = await createOrder.mutateAsync({
        cartIds,
        userShippingAddressId: address.id,
        productAmount,
        userCouponId: coupon?.id ?? null,
      });
      navigate(paths.payWaiting(orderNo), { replace: true });
    } catch (error) {
      // Refused by the server: the buyer may fix it and submit again straight away.
      lastSubmit.current = 0;
      if (!(error instanceof ApiError)) throw error;
      if (error.message === msg.kycRequired) setKycDialog(true);
      if (error.message === msg.pricesChanged) await preview.refetch();
    }
  };

  return (
    <Page>
      <CheckoutSteps current={1} />
      <PageTitle>{t('titles.OrderConfirm')}</PageTitle>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="space-y-6">
          <AddressPicker
            addresses={list}
            selectedId={addressId}
            onSelect={setAddressId}
            onAdd={() => setEditing('new')}
            onEdit={setEditing}
          />

          <Card title={t('order.confirm.items', { count: cartModels.length })}>
            <ul className="divide-y divide-slate-100">
              {cartModels.map((item) => (
                <li key={item.id} className="flex gap-4 py-3 first:pt-0 last:pb-0" data-testid="confirm-item">
                  <LineImage src={item.mainImage} className="size-16" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">{item.productName}</p>
                    <p className="text-xs text-slate-500">{item.productSendCycleName}</p>
                    <p className="mt-1 text-xs text-slate-600 tabular-nums">
                      {formatUsd(item.currentPrice)} × {item.productNum}
                    </p>
                    {item.available !== 1 ? (
                      <p className="mt-1 text-xs font-medium text-red-600">{t('cart.unavailable')}</p>
                    ) : null}
                  </div>
                  <p className="text-sm font-semibold text-slate-900 tabular-nums">
                    {formatUsd((cents(item.currentPrice) * item.productNum) / 100)}
                  </p>
                </li>
              ))}
            </ul>
          </Card>

          <CouponPicker coupons={coupons} selectedId={couponId} onSelect={setCouponId} />
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <Card title={t('order.confirm.summary')}>
            <AmountSummary
              productAmount={productAmount}
              couponAmount={couponCents / 100}
              discountAmount={discountCents / 100}
              payableAmount={payableCents / 100}
            />
            <label className="mt-5 flex items-start gap-2.5 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-600"
                checked={agreed}
                onChange={(e) => setAgreed(e.target.checked)}
                data-testid="policy-checkbox"
              />
              <span>
                {t('order.confirm.agreePrefix')}{' '}
                <button
                  type="button"
                  className="font-medium text-brand-700 hover:underline"
                  onClick={() => setPolicyOpen(true)}
                >
                  {t('order.confirm.policyLink')}
                </button>
              </span>
            </label>
            <Button
              size="lg"
              block
              className="mt-4"
              loading={createOrder.isPending}
              onClick={() => void submit()}
              data-testid="submit-order"
            >
              {t('order.confirm.submit')}
            </Button>
            {address ? (
              <p className="mt-3 text-xs text-slate-500">
                {t('order.confirm.shipTo', { name: address.receiverName, country: address.country })}
              </p>
            ) : null}
          </Card>
        </aside>
      </div>

      <AddressFormDialog
        open={editing !== null}
        address={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        saving={createAddress.isPending || updateAddress.isPending}
        onSave={async (fields) => {
          if (editing && editing !== 'new') return updateAddress.mutateAsync({ ...fields, id: editing.id });
          const { id } = await createAddress.mutateAsync(fields);
          setAddressId(id);
          return id;
        }}
      />
      <PolicyDialog
        open={policyOpen}
        onClose={() => setPolicyOpen(false)}
        title={t('order.confirm.policyTitle')}
        page={policy}
        agreeLabel={t('order.confirm.agree')}
        onAgree={() => setAgreed(true)}
      />
      <KycRequiredDialog open={kycDialog} onClose={() => setKycDialog(false)} />
    </Page>
  );
}
