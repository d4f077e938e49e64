import type { CallRequest } from '@hashforge/contract';
import { createPurchasePlan } from '@hashforge/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * `purchase/plan/create`: the bulk enquiry. Silent: a refusal with field errors is shown under the
 * fields; anything else (a rate limit) is raised by the page as the server's message.
 */
export function useCreatePurchasePlan() {
  return useMutation({
    mutationFn: (fields: CallRequest<typeof createPurchasePlan>) =>
      apiCall(createPurchasePlan, fields, { silent: true }),
  });
}
