import { type Address, isMainlandChina, joinAddress, msg, type SelectableCoupon } from '@hashforge/contract';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { AddressFormDialog } from '../../../components/address-form-dialog.tsx';
import { CheckoutSteps } from '../../../components/checkout-steps.tsx';
import { formatUsd } from '../../../components/format.tsx';
import { KycRequiredDialog } from '../../../components/kyc-required-dialog.tsx';
import { Card, Page, PageTitle } from '../../../components/page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAddress } from '../../address/api/create-address.ts';
import { useAddressList } from '../../address/api/get-address-list.ts';
import { useUpdateAddress } from '../../address/api/update-address.ts';
import { useProductAmount } from '../../cart/api/get-product-amount.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { AmountSummary } from '../components/amount-summary.tsx';
import { PolicyDialog } from '../components/policy-dialog.tsx';

/** Repeat clicks on submit within this window are ignored (SPEC.md section 9). */
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

function cents(value: string | number): number {
  return Math.round(Number(value) * 100);
}

function CouponOption({
  coupon,
  checked,
  onSelect,
}: {
  coupon: SelectableCoupon | null;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const usable = coupon === null || coupon.select === 1;
  const rule = !coupon
    ? t('order.confirm.noCoupon')
    : coupon.type === 2
      ? t('coupon.rule.product', {
          product: [coupon.productClass, coupon.productCategoryName].filter(Boolean).join(' '),
        })
      : coupon.type === 3
        ? t('coupon.rule.threshold', { amount: formatUsd(coupon.excessAmount ?? '0') })
        : t('coupon.rule.general');
  return (
    <label
      className={cn(
        'flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm',
        !usable && 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400',
        usable && checked && 'border-brand-500 bg-brand-50',
        usable && !checked && 'cursor-pointer border-slate-200 hover:border-slate-300',
      )}
    >
      <input
        type="radio"
        name="coupon"
        className="accent-brand-600"
        disabled={!usable}
        checked={checked}
        onChange={onSelect}
      />
      {coupon ? (
        <span className={cn('w-20 shrink-0 font-bold tabular-nums', usable ? 'text-brand-700' : '')}>
          {formatUsd(coupon.price)}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">{rule}</span>
      {coupon && !usable ? <span className="text-xs">{t('order.confirm.couponNotApplicable')}</span> : null}
    </label>
  );
}

/**
 * `/order-confirm/{ids}` (SPEC.md section 2): the address (a single one is chosen for the buyer,
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
  const [pickedCouponId, setCouponId] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [editing, setEditing] = useState<Address | null | 'new'>(null);
  const [kycDialog, setKycDialog] = useState(false);
  const lastClick = useRef(0);

  const list = addresses.data ?? [];
  // The buyer's pick while it is listed; otherwise a single address, or with several the default one (flag 1).
  const address =
    list.find((a) => a.id === pickedAddressId) ??
    (list.length === 1 ? list[0] : list.find((a) => a.defaultStatus === 1)) ??
    null;
  const addressId = address?.id ?? null;

  const coupons = preview.data?.userCouponModels ?? [];
  // A coupon counts only while it applies: new prices can take it away, and then none is used.
  const coupon = coupons.find((c) => c.id === pickedCouponId && c.select === 1) ?? null;
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
    const now = Date.now();
    if (now - lastClick.current < REPEAT_CLICK_MS) return;
    lastClick.current = now;
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
    try {
      const { orderNo } = await createOrder.mutateAsync({
        cartIds,
        userShippingAddressId: address.id,
        productAmount,
        userCouponId: coupon?.id ?? null,
      });
      navigate(paths.payWaiting(orderNo), { replace: true });
    } catch (error) {
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
          <Card
            title={
              <span className="flex items-center justify-between gap-3">
                {t('order.confirm.address')}
                <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
                  {t('address.add')}
                </Button>
              </span>
            }
          >
            {list.length === 0 ? (
              <EmptyState
                text={t('order.confirm.noAddress')}
                action={<Button onClick={() => setEditing('new')}>{t('address.add')}</Button>}
              />
            ) : (
              <div className="grid gap-3 md:grid-cols-2" role="radiogroup" aria-label={t('order.confirm.address')}>
                {list.map((a) => {
                  const checked = a.id === addressId;
                  return (
                    <div
                      key={a.id}
                      data-testid="address-option"
                      className={cn(
                        'rounded-lg border p-4 pb-3 transition-colors',
                        checked
                          ? 'border-brand-500 bg-brand-50/50 ring-1 ring-brand-500'
                          : 'border-slate-200 hover:border-slate-300',
                      )}
                    >
                      <label className="flex cursor-pointer gap-3">
                        <input
                          type="radio"
                          name="address"
                          className="mt-1 accent-brand-600"
                          checked={checked}
                          onChange={() => setAddressId(a.id)}
                        />
                        <span className="min-w-0 text-sm">
                          <span className="flex flex-wrap items-center gap-2">
                            <span className="font-semibold text-slate-900">{a.receiverName}</span>
                            <span className="text-slate-500 tabular-nums">
                              {a.mobileCode} {a.mobile}
                            </span>
                            {a.defaultStatus === 1 ? (
                              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-[11px] font-semibold text-brand-700">
                                {t('address.default')}
                              </span>
                            ) : null}
                          </span>
                          <span className="mt-1 block text-slate-600">{joinAddress(a)}</span>
                        </span>
                      </label>
                      <div className="mt-2 flex justify-end">
                        <button
                          type="button"
                          className="text-xs font-medium text-brand-700 hover:underline"
                          onClick={() => setEditing(a)}
                        >
                          {t('common.edit')}
                        </button>
                      </div>
                    </div>
                  );
                })}
              </div>
            )}
          </Card>

          <Card title={t('order.confirm.items', { count: cartModels.length })}>
            <ul className="divide-y divide-slate-100">
              {cartModels.map((item) => (
                <li key={item.id} className="flex gap-4 py-3 first:pt-0 last:pb-0" data-testid="confirm-item">
                  <img
                    src={item.mainImage}
                    alt=""
                    className="size-16 shrink-0 rounded-lg border border-slate-100 bg-slate-50 object-contain"
                  />
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

          <Card title={t('order.confirm.coupon')}>
            <div className="space-y-2">
              <CouponOption coupon={null} checked={couponId === null} onSelect={() => setCouponId(null)} />
              {coupons.map((c) => (
                <CouponOption key={c.id} coupon={c} checked={couponId === c.id} onSelect={() => setCouponId(c.id)} />
              ))}
              {coupons.length === 0 ? <p className="text-sm text-slate-500">{t('order.confirm.noCoupons')}</p> : null}
            </div>
          </Card>
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
      <PolicyDialog open={policyOpen} onClose={() => setPolicyOpen(false)} onAgree={() => setAgreed(true)} />
      <KycRequiredDialog open={kycDialog} onClose={() => setKycDialog(false)} />
    </Page>
  );
}
