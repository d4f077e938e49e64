import { contentDesk } from '@hashforge/contract/admin/content';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { contentKeys } from './keys.ts';

export const usePublishFaq = () => useAdminMutation(contentDesk.publishFaq, { invalidates: [contentKeys.faqs()] });
