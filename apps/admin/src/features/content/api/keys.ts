import type { contentDesk } from '@hashforge/contract/admin/content';
import type { CallInput } from '../../../lib/api.ts';

/**
 * Query keys of the content desks: all -> banners() -> bannerList(filters), faqs(), policyPages(),
 * activities() -> activityList(filters). A save or delete reads again only the list it changed.
 */
export const contentKeys = {
  all: ['content'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  bannerList: (input: CallInput<typeof contentDesk.listBanners>) => [...contentKeys.banners(), input] as const,
  faqs: () => [...contentKeys.all, 'faqs'] as const,
  policyPages: () => [...contentKeys.all, 'policy-pages'] as const,
  activities: () => [...contentKeys.all, 'activities'] as const,
  activityList: (input: CallInput<typeof contentDesk.listActivities>) => [...contentKeys.activities(), input] as const,
};
