import { z } from 'zod';
import { defineCall, shopPath } from './call.ts';
import { id, intField, isoDate, isoDateTime, pagedSchema, pageRequest } from './envelope.ts';
import { msg } from './messages.ts';

// ---------------------------------------------------------------- news, notices, videos

export const newsListItem = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  releaseTime: isoDateTime,
  /** Videos only: an embeddable player URL (youtube-nocookie.com); null otherwise. */
  videoUrl: z.string().nullable(),
});
export type NewsListItem = z.infer<typeof newsListItem>;

export const newsItem = newsListItem.extend({
  /** Sanitised HTML. */
  content: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const getNewsPagerRequest = pageRequest.extend({
  type: intField(msg.newsTypeInvalid, { min: 1, max: 4 }),
});
export const getNewsPager = defineCall({
  path: shopPath('news/getPager'),
  auth: false,
  encrypted: false,
  summary: 'Paged news (1), videos (2) or notices (4), newest first, without the HTML body',
  request: getNewsPagerRequest,
  response: pagedSchema(newsListItem),
});

export const getNews = defineCall({
  path: shopPath('news/get'),
  auth: false,
  encrypted: false,
  summary: 'One news item or notice with its sanitised HTML body',
  request: z.object({ id }),
  response: newsItem,
});

// ---------------------------------------------------------------- calendar

export const activity = z.object({
  id: z.number().int(),
  /** The day it is shown on, YYYY-MM-DD. */
  time: isoDate,
  title: z.string(),
  startTime: isoDateTime,
  endTime: isoDateTime,
  /** Sanitised HTML or null. */
  content: z.string().nullable(),
  url: z.string().nullable(),
  /** -1 once its end time has passed, 1 otherwise. */
  type: z.number().int(),
  /** 1 = the vendor's own activity, 0 = a general crypto event. */
  isSelf: z.number().int(),
});
export type Activity = z.infer<typeof activity>;

/** The storefront fetches from 2021-01-01 to the end of next year (docs/domain.md S9). */
export const CALENDAR_START_DATE = '2021-01-01';
export const MAX_CALENDAR_RANGE_DAYS = 366 * 10;

const dateField = z.string({ message: msg.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateInvalid);

export const getActivityListRequest = z
  .object({
    startDate: dateField,
    endDate: dateField,
  })
  .refine((v) => !Number.isNaN(Date.parse(v.startDate)), { message: msg.dateInvalid, path: ['startDate'] })
  .refine((v) => !Number.isNaN(Date.parse(v.endDate)), { message: msg.dateInvalid, path: ['endDate'] })
  .refine((v) => v.endDate >= v.startDate, { message: msg.dateRangeOrder, path: ['endDate'] })
  .refine((v) => (Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000 <= MAX_CALENDAR_RANGE_DAYS, {
    message: msg.dateRangeTooLong,
    path: ['endDate'],
  });
export const getActivityList = defineCall({
  path: shopPath('activity/calendar/getList'),
  auth: false,
  encrypted: false,
  summary: 'Calendar activities whose day falls within startDate..endDate (inclusive)',
  request: getActivityListRequest,
  response: z.array(activity),
});

// ---------------------------------------------------------------- config pages

export const configPage = z.object({ type: z.number().int(), content: z.string() });
export type ConfigPage = z.infer<typeof configPage>;

export const getConfigTypes = defineCall({
  path: shopPath('config/getTypes'),
  auth: false,
  encrypted: false,
  summary: 'Policy pages by type (1 repair guide, 2 order policy, 3 terms of use, 4 support policy), sanitised HTML',
  request: z.object({
    types: z
      .array(intField(msg.configTypeInvalid, { min: 1, max: 4 }), {
        message: msg.configTypeInvalid,
      })
      .min(1, msg.configTypeInvalid)
      .max(4, msg.configTypeInvalid),
  }),
  response: z.array(configPage),
});

export const contentCalls = { getNewsPager, getNews, getActivityList, getConfigTypes };
