import { contentDesk } from '@hashforge/contract/admin/content';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { contentKeys } from './keys.ts';

/** Publish or Unpublish: the flag alone, so an older list never writes its text back over a newer edit. */
export const usePublishBanner = () =>
  useAdminMutation(contentDesk.publishBanner, { invalidates: [contentKeys.banners()] });
