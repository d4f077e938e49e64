import { contentDesk } from '@hashforge/contract/admin/content';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { newsKeys } from './keys.ts';

export const useDeleteNews = () => useAdminMutation(contentDesk.deleteNews, { invalidates: [newsKeys.all] });
