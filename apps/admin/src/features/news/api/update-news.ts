import { contentDesk } from '@hashforge/contract/admin/content';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { newsKeys } from './keys.ts';

export const useUpdateNews = () => useAdminMutation(contentDesk.updateNews, { invalidates: [newsKeys.all] });
