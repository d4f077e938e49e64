import type { contentDesk } from '@hashforge/contract/admin/content';
import type { CallInput } from '../../../lib/api.ts';

/** Query keys of the news desk: all -> list(filters). */
export const newsKeys = {
  all: ['news'] as const,
  list: (input: CallInput<typeof contentDesk.listNews>) => [...newsKeys.all, 'list', input] as const,
};
