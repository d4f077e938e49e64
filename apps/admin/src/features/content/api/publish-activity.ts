import { contentDesk } from '@hashforge/contract/admin/content';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { contentKeys } from './keys.ts';

export const usePublishActivity = () =>
  useAdminMutation(contentDesk.publishActivity, { invalidates: [contentKeys.activities()] });
