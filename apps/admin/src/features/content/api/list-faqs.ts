import { contentDesk } from '@hashforge/contract/admin/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { contentKeys } from './keys.ts';

export const faqsQuery = () =>
  queryOptions({ queryKey: contentKeys.faqs(), queryFn: () => adminCall(contentDesk.listFaqs, {}) });

export function useFaqs() {
  return useQuery(faqsQuery());
}
