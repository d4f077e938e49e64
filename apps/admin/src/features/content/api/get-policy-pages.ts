import { contentDesk } from '@hashforge/contract/admin/content';
import { ConfigType } from '@hashforge/contract/content-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { contentKeys } from './keys.ts';

export const POLICY_PAGE_TYPES = Object.values(ConfigType);

/**
 * The policy pages as saved (pages/list), their placeholders as written: the shop's own
 * config/getTypes fills them in from the brand, and saving that text would write the names in.
 */
export const policyPagesQuery = () =>
  queryOptions({ queryKey: contentKeys.policyPages(), queryFn: () => adminCall(contentDesk.listPolicyPages, {}) });

export function usePolicyPages() {
  return useQuery(policyPagesQuery());
}
