import { chainTransferDesk } from '@hashforge/contract/admin/chain-transfers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { paymentKeys } from './keys.ts';

type Input = CallInput<typeof chainTransferDesk.listUnmatched>;

/** USDT transfers to the shop's address that no order took (payments/unmatched-transfers), newest first. */
export const unmatchedTransfersQuery = (input: Input) =>
  queryOptions({
    queryKey: [...paymentKeys.all, 'unmatched', input] as const,
    queryFn: () => adminCall(chainTransferDesk.listUnmatched, input),
  });

export function useUnmatchedTransfers(input: Input) {
  return useQuery({ ...unmatchedTransfersQuery(input), placeholderData: keepPreviousData });
}
