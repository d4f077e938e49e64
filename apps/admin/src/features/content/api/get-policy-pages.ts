import { callPath, DEFAULT_PROVIDER } from '@hashforge/contract/call';
import { type ConfigPage, getConfigTypes } from '@hashforge/contract/content';
import { ConfigType } from '@hashforge/contract/content-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminApiError } from '../../../lib/api.ts';
import { contentKeys } from './keys.ts';

/**
 * The admin API can save a policy page but has no call that lists them, so the current text is read
 * the way buyers read it: the shop's public `config/getTypes` on the same origin. The provider segment
 * comes from the same build variable the storefront uses, so both builds agree on the path.
 */
const shopProvider: string = import.meta.env.VITE_PROVIDER ?? DEFAULT_PROVIDER;
export const POLICY_PAGE_TYPES = Object.values(ConfigType);

async function readPolicyPages(signal: AbortSignal): Promise<ConfigPage[]> {
  let response: Response;
  try {
    response = await fetch(callPath(getConfigTypes.path, shopProvider), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ types: POLICY_PAGE_TYPES }),
      signal,
    });
  } catch {
    throw new AdminApiError(0, 'Network error: check your connection and try again');
  }
  const envelope = (await response.json().catch(() => null)) as { result: number; msg: string; data: unknown } | null;
  if (envelope?.result === 1) return getConfigTypes.response.parse(envelope.data);
  throw new AdminApiError(envelope?.result ?? 0, envelope?.msg || `The shop answered ${response.status}`);
}

export const policyPagesQuery = () =>
  queryOptions({ queryKey: contentKeys.policyPages(), queryFn: ({ signal }) => readPolicyPages(signal) });

export function usePolicyPages() {
  return useQuery(policyPagesQuery());
}
