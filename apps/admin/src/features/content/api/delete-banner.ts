import { contentDesk } from '@hashforge/contract/admin/content';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { contentKeys } from './keys.ts';

export const useDeleteBanner = () =>
  useAdminMutation(contentDesk.deleteBanner, { invalidates: [contentKeys.banners()] });
