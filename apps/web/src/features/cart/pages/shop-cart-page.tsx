import { type CartItem, kycAllowsCheckout } from '@hashforge/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CheckoutSteps } from '../../../components/checkout-steps.tsx';
import { formatUsd } from '../../../components/format.tsx';
import { MiniTrashIcon } from '../../../components/icons.tsx';
import { KycRequiredDialog } from '../../../components/kyc-required-dialog.tsx';
import { Page, PageTitle } from '../../../components/page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { useKycStatus } from '../../kyc/api/get-kyc-statue.ts';
import { useDeleteCartItem } from '../api/delete-cart-item.ts';
import { useCartList } from '../api/get-cart-list.ts';
import { useUpdateCartItem } from '../api/update-cart-item.ts';

function subtotal(row: CartItem): number {
  return Math.round(Number(row.currentPrice) * 100 * row.productNum) / 100;
}

function Checkbox({
  checked,
  onChange,
  label,
  disabled,
  indeterminate,
  id,
}: {
  id?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  indeterminate?: boolean;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(el) => {
        if (el) el.indeterminate = Boolean(indeterminate);
      }}
      onChange={(e) => onChange(e.target.checked)}
      className="size-4 cursor-pointer rounded border-slate-300 accent-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
    />
  );
}

/**
 * `/shopcart` (docs/domain.md S2, Cart): every row preselected, steppers within the product's bounds
 * (silent at the bounds, each change sent), delete with confirmation, total and checkout. Checkout
 * needs KYC 1 or 2, otherwise the KYC dialog.
 */
export default function ShopCartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCartList();
  const kyc = useKycStatus();
  const update = useUpdateCartItem();
  const remove = useDeleteCartItem();
  // Unticked rows are remembered rather than ticked ones, so every row (new ones too) starts selected.
  const [unticked, setUnticked] = useState<Set<number>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState<CartItem | null>(null);
  const [kycDialog, setKycDialog] = useState(false);

  const rows = cart.data ?? [];
  const selectable = rows.filter((r) => r.available === 1);
  const selected = selectable.filter((r) => !unticked.has(r.id));
  const total = selected.reduce((sum, r) => sum + subtotal(r), 0);
  const allSelected = selectable.length > 0 && selected.length === selectable.length;

  const toggle = (id: number, on: boolean) =>
    setUnticked((prev) => {
      const next = new Set(prev);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (on: boolean) => setUnticked(on ? new Set() : new Set(selectable.map((r) => r.id)));

  const checkout = async () => {
    if (selected.length === 0) return;
    const status = kyc.data ?? (await kyc.refetch()).data;
    if (status === undefined) return;
    if (!kycAllowsCheckout(status)) {
      setKycDialog(true);
      return;
    }
    navigate(paths.orderConfirm(selected.map((r) => r.id)));
  };

  const setQuantity = (row: CartItem, productNum: number) => update.mutate({ id: row.id, productNum });

  return (
    <Page>
      <CheckoutSteps current={0} />
      <PageTitle sub={rows.length > 0 ? t('cart.count', { count: rows.length }) : undefined}>
        {t('titles.ShopCart')}
      </PageTitle>
      {cart.isPending ? (
        <PageSpinner />
      ) : rows.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white">
          <EmptyState
            text={t('cart.empty')}
            action={<ButtonLink to={paths.productList}>{t('cart.browse')}</ButtonLink>}
          />
        </div>
      ) : (
        <>
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <thead className="hidden border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase md:table-header-group">
                <tr>
                  <th className="w-12 px-4 py-3">
                    <Checkbox
                      checked={allSelected}
                      indeterminate={selected.length > 0 && !allSelected}
                      onChange={toggleAll}
                      label={t('cart.selectAll')}
                      disabled={selectable.length === 0}
                    />
                  </th>
                  <th className="px-2 py-3" colSpan={2}>
                    {t('cart.product')}
                  </th>
                  <th className="px-4 py-3 text-right">{t('cart.price')}</th>
                  <th className="px-4 py-3 text-center">{t('cart.quantity')}</th>
                  <th className="px-4 py-3 text-right">{t('cart.subtotal')}</th>
                  <th className="w-16 px-4 py-3">
                    <span className="sr-only">{t('common.delete')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => {
                  const available = row.available === 1;
                  const checked = available && !unticked.has(row.id);
                  return (
                    <tr
                      key={row.id}
                      data-testid="cart-row"
                      className={cn(
                        'grid grid-cols-[auto_72px_1fr] gap-x-3 gap-y-2 p-4 md:table-row md:p-0',
                        !available && 'bg-slate-50/70',
                      )}
                    >
                      <td className="row-span-3 pt-6 md:w-12 md:px-4 md:py-4 md:align-middle">
                        <Checkbox
                          checked={checked}
                          onChange={(on) => toggle(row.id, on)}
                          label={t('cart.selectRow', { name: row.productName })}
                          disabled={!available}
                        />
                      </td>
                      <td className="row-span-3 md:w-24 md:px-2 md:py-4">
                        <Link to={paths.productDetail(row.productCode)}>
                          <img
                            src={row.mainImage}
                            alt=""
                            className="size-[72px] rounded-lg border border-slate-100 bg-slate-50 object-contain md:size-20"
                          />
                        </Link>
                      </td>
                      <td className="min-w-0 md:px-2 md:py-4">
                        <Link
                          to={paths.productDetail(row.productCode)}
                          className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700"
                        >
                          {row.productName}
                        </Link>
                        <p className="mt-0.5 text-xs text-slate-500">{row.productSendCycleName}</p>
                        {!available ? (
                          <span className="mt-1 inline-block rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-600">
                            {t('cart.unavailable')}
                          </span>
                        ) : null}
                        <p className="mt-1 text-sm font-medium text-slate-700 md:hidden">
                          {formatUsd(row.currentPrice)}
                        </p>
                      </td>
                      <td className="hidden px-4 py-4 text-right text-slate-700 tabular-nums md:table-cell">
                        {formatUsd(row.currentPrice)}
                      </td>
                      <td className="col-start-3 md:px-4 md:py-4 md:text-center">
                        <div className="flex items-center justify-between gap-3 md:justify-center">
                          <Stepper
                            value={row.productNum}
                            min={row.buyMinLimit}
                            max={row.buyMaxLimit}
                            onChange={(n) => setQuantity(row, n)}
                            label={t('cart.quantityOf', { name: row.productName })}
                          />
                          <button
                            type="button"
                            onClick={() => setConfirmDelete(row)}
                            className="text-xs font-medium text-slate-500 hover:text-red-600 md:hidden"
                          >
                            {t('common.delete')}
                          </button>
                        </div>
                      </td>
                      <td className="col-start-3 text-sm font-semibold text-slate-900 tabular-nums md:px-4 md:py-4 md:text-right">
                        <span className="mr-1 font-normal text-slate-500 md:hidden">{t('cart.subtotal')}:</span>
                        {formatUsd(subtotal(row))}
                      </td>
                      <td className="hidden px-4 py-4 text-right md:table-cell">
                        <button
                          type="button"
                          onClick={() => setConfirmDelete(row)}
                          className="rounded p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600"
                          aria-label={t('cart.deleteRow', { name: row.productName })}
                        >
                          <MiniTrashIcon className="size-5" />
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>

          <div className="sticky bottom-0 z-10 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_-8px_rgba(15,23,42,0.15)] backdrop-blur">
            <div className="flex items-center gap-2 text-sm text-slate-700">
              <Checkbox
                id="cart-select-all"
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                onChange={toggleAll}
                label={t('cart.selectAll')}
                disabled={selectable.length === 0}
              />
              <label htmlFor="cart-select-all">{t('cart.selectAll')}</label>
            </div>
            <div className="ml-auto flex items-center gap-4">
              <p className="text-right text-sm text-slate-600">
                {t('cart.selectedCount', { count: selected.length })}
                <span className="ml-3 text-slate-900">
                  {t('cart.total')}{' '}
                  <strong className="text-xl font-bold text-brand-700 tabular-nums" data-testid="cart-total">
                    {formatUsd(total)}
                  </strong>
                </span>
              </p>
              <Button size="lg" onClick={() => void checkout()} disabled={selected.length === 0} data-testid="checkout">
                {t('cart.checkout')}
              </Button>
            </div>
          </div>
        </>
      )}

      <ConfirmDialog
        open={confirmDelete !== null}
        onClose={() => setConfirmDelete(null)}
        title={t('cart.deleteTitle')}
        confirmLabel={t('common.delete')}
        danger
        pending={remove.isPending}
        onConfirm={() => {
          if (!confirmDelete) return;
          remove.mutate(confirmDelete.id, { onSettled: () => setConfirmDelete(null) });
        }}
      >
        <p className="text-sm text-slate-600">
          {t('cart.deleteText', {
            name: confirmDelete?.productName ?? '',
            cycle: confirmDelete?.productSendCycleName ?? '',
          })}
        </p>
      </ConfirmDialog>
      <KycRequiredDialog open={kycDialog} onClose={() => setKycDialog(false)} />
    </Page>
  );
}
