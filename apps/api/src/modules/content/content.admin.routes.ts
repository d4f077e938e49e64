import { contentDesk } from '@hashforge/contract/admin/content';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { deleteFaq, listFaqs, saveFaq, setFaqPublished } from '../support/staff/manage-faq.ts';
import { deleteActivity, listActivities, saveActivity, setActivityPublished } from './staff/manage-activities.ts';
import { deleteBanner, listBanners, saveBanner, setBannerPublished } from './staff/manage-banners.ts';
import { createNewsItem, deleteNewsItem, listNewsForStaff, updateNewsItem } from './staff/manage-news.ts';
import { listPolicyPages, savePolicyPage } from './staff/manage-policy-pages.ts';

/** The content desk (docs/backoffice.md sections 5 and 8). */
export function contentAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, contentDesk.createNews, (input, ctx) => createNewsItem(deps, ctx.actor, input));
  registerAdminCall(app, deps, contentDesk.updateNews, ({ id, ...change }, ctx) =>
    updateNewsItem(deps, ctx.actor, id, change),
  );
  registerAdminCall(app, deps, contentDesk.deleteNews, (input, ctx) => deleteNewsItem(deps, ctx.actor, input.id));
  registerAdminCall(app, deps, contentDesk.listNews, (input) => listNewsForStaff(deps, input));
  registerAdminCall(app, deps, contentDesk.listBanners, (input) => listBanners(deps, input.type));
  registerAdminCall(app, deps, contentDesk.saveBanner, (input, ctx) => saveBanner(deps, ctx.actor, input));
  // Publish/Unpublish send the flag alone (as news/update with {id, published}): see the contract.
  registerAdminCall(app, deps, contentDesk.publishBanner, (input, ctx) =>
    setBannerPublished(deps, ctx.actor, input.id, input.published),
  );
  registerAdminCall(app, deps, contentDesk.deleteBanner, (input, ctx) => deleteBanner(deps, ctx.actor, input.id));
  // The FAQ belongs to the support module; staff edit it on the content desk.
  registerAdminCall(app, deps, contentDesk.listFaqs, () => listFaqs(deps));
  registerAdminCall(app, deps, contentDesk.saveFaq, (input, ctx) => saveFaq(deps, ctx.actor, input));
  registerAdminCall(app, deps, contentDesk.publishFaq, (input, ctx) =>
    setFaqPublished(deps, ctx.actor, input.id, input.published),
  );
  registerAdminCall(app, deps, contentDesk.deleteFaq, (input, ctx) => deleteFaq(deps, ctx.actor, input.id));
  registerAdminCall(app, deps, contentDesk.savePolicyPage, (input, ctx) =>
    savePolicyPage(deps, ctx.actor, input.type, input.content),
  );
  registerAdminCall(app, deps, contentDesk.listPolicyPages, () => listPolicyPages(deps));
  registerAdminCall(app, deps, contentDesk.listActivities, (input) => listActivities(deps, input));
  registerAdminCall(app, deps, contentDesk.saveActivity, (input, ctx) => saveActivity(deps, ctx.actor, input));
  registerAdminCall(app, deps, contentDesk.publishActivity, (input, ctx) =>
    setActivityPublished(deps, ctx.actor, input.id, input.published),
  );
  registerAdminCall(app, deps, contentDesk.deleteActivity, (input, ctx) => deleteActivity(deps, ctx.actor, input.id));
}
