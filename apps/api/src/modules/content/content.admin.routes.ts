import {
  createNews,
  deleteActivity,
  deleteBanner,
  deleteFaq,
  deleteNews,
  listActivities,
  listBanners,
  listFaqs,
  listNewsForStaff,
  publishActivity,
  publishBanner,
  publishFaq,
  saveActivity,
  saveBanner,
  saveFaq,
  savePolicyPage,
  updateNews,
} from '@hashforge/contract/admin/content';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import {
  listFaqs as faqs,
  deleteFaq as removeFaq,
  setFaqPublished,
  saveFaq as storeFaq,
} from '../support/staff/manage-faq.ts';
import {
  listBanners as banners,
  deleteBanner as removeBanner,
  setBannerPublished,
  saveBanner as storeBanner,
} from './staff/manage-banners.ts';
import { createNewsItem, deleteNewsItem, listNewsForStaff as list, updateNewsItem } from './staff/manage-news.ts';
import {
  listActivities as activities,
  deleteActivity as removeActivity,
  setActivityPublished,
  saveActivity as storeActivity,
  savePolicyPage as storePage,
} from './staff/manage-pages.ts';

/** The content desk (BACKOFFICE.md sections 5 and 8). */
export function contentAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, createNews, (input, ctx) => createNewsItem(deps, ctx.actor, input));
  registerAdminCall(app, deps, updateNews, ({ id, ...change }, ctx) => updateNewsItem(deps, ctx.actor, id, change));
  registerAdminCall(app, deps, deleteNews, (input, ctx) => deleteNewsItem(deps, ctx.actor, input.id));
  registerAdminCall(app, deps, listNewsForStaff, (input) => list(deps, input));
  registerAdminCall(app, deps, listBanners, (input) => banners(deps, input.type));
  registerAdminCall(app, deps, saveBanner, (input, ctx) => storeBanner(deps, ctx.actor, input));
  // Publish/Unpublish send the flag alone (as news/update with {id, published}): see the contract.
  registerAdminCall(app, deps, publishBanner, (input, ctx) =>
    setBannerPublished(deps, ctx.actor, input.id, input.published),
  );
  registerAdminCall(app, deps, deleteBanner, (input, ctx) => removeBanner(deps, ctx.actor, input.id));
  // The FAQ belongs to the support module; staff edit it on the content desk.
  registerAdminCall(app, deps, listFaqs, () => faqs(deps));
  registerAdminCall(app, deps, saveFaq, (input, ctx) => storeFaq(deps, ctx.actor, input));
  registerAdminCall(app, deps, publishFaq, (input, ctx) => setFaqPublished(deps, ctx.actor, input.id, input.published));
  registerAdminCall(app, deps, deleteFaq, (input, ctx) => removeFaq(deps, ctx.actor, input.id));
  registerAdminCall(app, deps, savePolicyPage, (input, ctx) => storePage(deps, ctx.actor, input.type, input.content));
  registerAdminCall(app, deps, listActivities, (input) => activities(deps, input));
  registerAdminCall(app, deps, saveActivity, (input, ctx) => storeActivity(deps, ctx.actor, input));
  registerAdminCall(app, deps, publishActivity, (input, ctx) =>
    setActivityPublished(deps, ctx.actor, input.id, input.published),
  );
  registerAdminCall(app, deps, deleteActivity, (input, ctx) => removeActivity(deps, ctx.actor, input.id));
}
