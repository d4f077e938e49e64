import { contentCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCachedCall } from '../../http/cached-call.ts';
import { registerCall } from '../../http/register-call.ts';
import { getConfigPages, getNewsItem, listActivities, listNews } from './content.service.ts';

export function contentRoutes(app: FastifyInstance, deps: Deps): void {
  registerCachedCall(app, deps, contentCalls.getNewsPager, (input) => listNews(deps, input));
  registerCachedCall(app, deps, contentCalls.getNews, (input) => getNewsItem(deps, input.id));
  registerCachedCall(app, deps, contentCalls.getConfigTypes, (input) => getConfigPages(deps, input.types));
  // Not cached: whether an activity has ended depends on the moment of the request.
  registerCall(app, deps, contentCalls.getActivityList, (input) => listActivities(deps, input));
}
