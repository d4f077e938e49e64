import { ChainPaymentStatus, PROOF_STATUSES, type UsdtPayInfo } from '@hashforge/contract';
import { getUsdtPayInfo } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** While a transfer is being verified the page asks again every few seconds, to count confirmations live. */
const LIVE_MS = 3000;
/**
 * While the order awaits its own amount (its tail), a transfer may arrive with no hash named: the shop's
 * watcher finds it, and the page asks now and then so it moves on by itself.
 */
const WATCH_MS = 5000;

function refetchEvery(info: UsdtPayInfo | undefined): number | false {
  if (!info || !PROOF_STATUSES.includes(info.orderStatus)) return false;
  if (info.payments.some((p) => p.status === ChainPaymentStatus.verifying)) return LIVE_MS;
  return info.tail !== '0.00' && info.offers.length > 0 ? WATCH_MS : false;
}

export const usdtPayInfoQuery = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.usdt(orderNo),
    queryFn: ({ signal }) => apiCall(getUsdtPayInfo, { orderNo }, { signal }),
    staleTime: 0,
  });

export function useUsdtPayInfo(orderNo: string) {
  return useQuery({
    ...usdtPayInfoQuery(orderNo),
    enabled: orderNo !== '',
    refetchInterval: (query) => refetchEvery(query.state.data),
  });
}
