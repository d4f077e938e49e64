import { ChainPaymentStatus, PROOF_STATUSES, type UsdtPayInfo } from '@hashforge/contract';
import { getUsdtPayInfo } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** While a transfer is being verified the page asks again every few seconds, to count confirmations live. */
const LIVE_MS = 3000;

function waiting(info: UsdtPayInfo | undefined): boolean {
  if (!info) return false;
  return (
    PROOF_STATUSES.includes(info.orderStatus) && info.payments.some((p) => p.status === ChainPaymentStatus.verifying)
  );
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
    refetchInterval: (query) => (waiting(query.state.data) ? LIVE_MS : false),
  });
}
