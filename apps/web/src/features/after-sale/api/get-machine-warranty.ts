import { Result, Warranty } from '@hashforge/contract';
import { getByMachineCode } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client.ts';
import { afterSaleKeys } from './keys.ts';

export interface DeviceWarranty {
  /** 1 under, 0 over, -1 unknown (a serial the vendor has no record of, too). */
  status: number;
  productCategoryName: string;
}

/**
 * The warranty of one serial as the buyer types it on the application form (the server looks it up
 * again when the request is created). A serial the vendor has no record of is "unknown", not an error.
 */
export const machineWarrantyQuery = (machineCode: string) =>
  queryOptions({
    queryKey: afterSaleKeys.warranty(machineCode.toUpperCase()),
    queryFn: async ({ signal }): Promise<DeviceWarranty> => {
      try {
        const info = await apiCall(getByMachineCode, { machineCode }, { silent: true, signal });
        return { status: info.machineWarranty, productCategoryName: info.productCategoryName };
      } catch (error) {
        if (error instanceof ApiError && error.result === Result.refused) {
          return { status: Warranty.unknown, productCategoryName: '' };
        }
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useMachineWarranty(machineCode: string) {
  const code = machineCode.trim();
  return useQuery({ ...machineWarrantyQuery(code), enabled: code.length >= 4 });
}
