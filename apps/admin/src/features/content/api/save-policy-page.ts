import { contentDesk } from '@hashforge/contract/admin/content';
import type { ConfigPage } from '@hashforge/contract/content';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { contentKeys } from './keys.ts';

/**
 * pages/save answers the page as sanitised and stored; when the list could not be read, it stays
 * unread rather than showing this one page as the only one written.
 */
export function useSavePolicyPage() {
  const client = useQueryClient();
  return useAdminMutation(contentDesk.savePolicyPage, {
    onSuccess: (saved) =>
      client.setQueryData<ConfigPage[]>(contentKeys.policyPages(), (pages) =>
        pages ? [...pages.filter((p) => p.type !== saved.type), saved] : undefined,
      ),
  });
}
