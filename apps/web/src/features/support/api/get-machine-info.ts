import { getByMachineCode } from '@hashforge/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * The SN lookup (`logistics/product/info/getByMachineCode`), run when the visitor searches. Silent:
 * the page shows an unknown serial under the field, with what to check.
 */
export function useMachineLookup() {
  return useMutation({
    mutationFn: (machineCode: string) => apiCall(getByMachineCode, { machineCode }, { silent: true }),
  });
}
