import { z } from 'zod';
import { isImageRef, isSiteLink } from '../content-rules.ts';
import {
  adminId,
  adminInt,
  defineAdminCall,
  emptyRequest,
  isoTime,
  pageRequest,
  pageResponse,
  staffFileKey,
} from './call.ts';

// The content desk (docs/backoffice.md sections 5 and 8): news, notices, videos and activities. HTML is
// sanitised on write and the shop's `news/getPager` and `news/get` show a change at once. An item
// whose releaseTime is in the future is scheduled (the shop shows it from then on). Every item, banner,
// FAQ entry and activity has a `published` flag: false keeps it a draft, off the shop's calls (a news
// item's detail answers as a missing one) but in the desk's lists; the save calls take it optionally
// (default true on create, unchanged on an edit that leaves it out). A desk's Publish/Unpublish button
// changes the flag alone: news through `news/update` with `{id, published}`, the others through their
// `<area>/publish` call, so a list loaded earlier never writes its old text back over a newer edit.

const newsType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  message: 'Type is 1 news, 2 video, 3 activity or 4 notice',
});
const time = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a time such as 2026-12-31T09:00:00Z');
const LINK_RULE = 'A page of this shop (/...) or an https:// link';
const IMAGE_RULE = 'An uploaded image, a page of this shop (/...) or an https:// link';
const linkText = z.string().trim().max(500, 'At most 500 characters');
/** An activity's link (isSiteLink). */
const siteLink = linkText.refine(isSiteLink, LINK_RULE);

const newsFields = {
  title: z.string().trim().min(1, 'Enter a title').max(200, 'At most 200 characters'),
  summary: z.string().trim().max(1000, 'At most 1000 characters'),
  content: z.string().max(200_000, 'The text is too long'),
  /** Storage key (a public image from files/upload) or URL of the cover image (isImageRef); empty: none. */
  cover: staffFileKey(
    'image',
    linkText.refine((v) => v === '' || isImageRef(v), IMAGE_RULE),
  ).optional(),
  /** For videos: a youtube-nocookie.com or player.vimeo.com embed URL. */
  videoUrl: z.string().trim().max(500).nullable().optional(),
  releaseTime: time.optional(),
};

/** Shown in the shop (true) or kept as a draft (false); left out: true on create, unchanged on edit. */
const published = z.boolean({ message: 'Published is true or false' }).optional();

/**
 * The body of a `<area>/publish` call: the entry and the flag, nothing else. The change is conditional
 * (the flag moves only from the other value), so of two staff clicking at once the second is told the
 * entry already is what they asked for, and the audit log records one change.
 */
const publishRequest = z.object({
  id: adminId,
  published: published.unwrap(),
});

const createNews = defineAdminCall({
  path: 'news/create',
  permission: 'content.write',
  mutates: true,
  summary: 'A news item, video, activity or notice; shown from releaseTime (default now)',
  request: z.object({ type: newsType, ...newsFields, published }),
  response: z.object({ id: z.number().int() }),
});

const updateNews = defineAdminCall({
  path: 'news/update',
  permission: 'content.write',
  mutates: true,
  summary: 'Edit an item; a releaseTime in the future takes it off the shop until then',
  request: z.object({
    id: adminId,
    title: newsFields.title.optional(),
    summary: newsFields.summary.optional(),
    content: newsFields.content.optional(),
    cover: newsFields.cover,
    videoUrl: newsFields.videoUrl,
    releaseTime: newsFields.releaseTime,
    published,
  }),
  response: z.object({ id: z.number().int() }),
});

const deleteNews = defineAdminCall({
  path: 'news/delete',
  permission: 'content.write',
  mutates: true,
  summary: 'Remove an item from the shop for good',
  request: z.object({ id: adminId }),
  response: z.object({ id: z.number().int() }),
});

const listNewsForStaff = defineAdminCall({
  path: 'news/list',
  permission: 'content.write',
  mutates: false,
  summary: 'Every item of a type, drafts and scheduled ones included, newest release first',
  request: pageRequest.extend({ type: newsType.optional() }),
  response: pageResponse(
    z.object({
      id: z.number().int(),
      type: z.number().int(),
      title: z.string(),
      summary: z.string(),
      cover: z.string(),
      releaseTime: isoTime,
      /** false: a draft, off the shop whatever its releaseTime. */
      published: z.boolean(),
      /** true while releaseTime is in the future (a published item shows from then on). */
      scheduled: z.boolean(),
    }),
  ),
});

// ---------------------------------------------------------------- banners

/** Where a banner shows; 1 is the home page's carousel. */
const bannerType = adminInt('Type is 1 to 9').min(1, 'Type is 1 to 9').max(9, 'Type is 1 to 9');

export const bannerRow = z.object({
  id: z.number().int(),
  type: z.number().int(),
  mediaUrl: z.string(),
  jumpUrl: z.string(),
  sort: z.number().int(),
  /** false: a draft, off the shop's banner/getList. */
  published: z.boolean(),
});

const listBanners = defineAdminCall({
  path: 'banners/list',
  permission: 'content.write',
  mutates: false,
  summary: 'Every banner, drafts included, in the order the shop shows them',
  request: z.object({ type: bannerType.optional() }),
  response: z.object({ list: z.array(bannerRow) }),
});

const saveBanner = defineAdminCall({
  path: 'banners/save',
  permission: 'content.write',
  mutates: true,
  summary: 'Create a banner (no id) or change one; mediaUrl is a storage key from files/upload or a URL',
  request: z.object({
    id: adminId.optional(),
    type: bannerType.default(1),
    mediaUrl: staffFileKey('image', linkText.min(1, 'Choose the image').refine(isImageRef, IMAGE_RULE)),
    /** Where the banner leads (isSiteLink); empty: nowhere. */
    jumpUrl: linkText.refine((v) => v === '' || isSiteLink(v), LINK_RULE).default(''),
    sort: adminInt().default(0),
    published,
  }),
  response: bannerRow,
});

const publishBanner = defineAdminCall({
  path: 'banners/publish',
  permission: 'content.write',
  mutates: true,
  summary: 'Put a banner on the shop (published true) or take it off as a draft (false); nothing else changes',
  request: publishRequest,
  response: bannerRow,
});

const deleteBanner = defineAdminCall({
  path: 'banners/delete',
  permission: 'content.write',
  mutates: true,
  summary: 'Take a banner off the shop',
  request: z.object({ id: adminId }),
  response: z.object({ id: z.number().int() }),
});

// ---------------------------------------------------------------- FAQ

export const faqRow = z.object({
  id: z.number().int(),
  content: z.string(),
  answerContent: z.string(),
  /** Shown among the hot questions. */
  hot: z.boolean(),
  sort: z.number().int(),
  /** false: a draft, off the shop's question/answer/getPager. */
  published: z.boolean(),
});

const listFaqs = defineAdminCall({
  path: 'faq/list',
  permission: 'content.write',
  mutates: false,
  summary: "Every FAQ entry, drafts included, in the shop's order",
  request: emptyRequest,
  response: z.object({ list: z.array(faqRow) }),
});

const saveFaq = defineAdminCall({
  path: 'faq/save',
  permission: 'content.write',
  mutates: true,
  summary: 'Create an entry (no id) or change one; the answer is sanitised HTML',
  request: z.object({
    id: adminId.optional(),
    content: z.string().trim().min(1, 'Enter the question').max(500),
    answerContent: z.string().min(1, 'Enter the answer').max(50_000),
    hot: z.boolean().default(false),
    sort: adminInt().default(0),
    published,
  }),
  response: faqRow,
});

const publishFaq = defineAdminCall({
  path: 'faq/publish',
  permission: 'content.write',
  mutates: true,
  summary: 'Put an FAQ entry on the shop (published true) or take it off as a draft (false); nothing else changes',
  request: publishRequest,
  response: faqRow,
});

const deleteFaq = defineAdminCall({
  path: 'faq/delete',
  permission: 'content.write',
  mutates: true,
  summary: 'Remove an FAQ entry',
  request: z.object({ id: adminId }),
  response: z.object({ id: z.number().int() }),
});

// ---------------------------------------------------------------- policy pages and the activity calendar

const savePolicyPage = defineAdminCall({
  path: 'pages/save',
  permission: 'content.write',
  mutates: true,
  summary: 'A policy page (1 repair guide, 2 order policy, 3 terms of use, 4 support policy), sanitised HTML',
  request: z.object({
    type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { message: 'Type is 1 to 4' }),
    content: z.string().min(1, 'Enter the page').max(500_000, 'The page is too long'),
  }),
  response: z.object({ type: z.number().int(), content: z.string() }),
});

const listPolicyPages = defineAdminCall({
  path: 'pages/list',
  permission: 'content.write',
  mutates: false,
  summary:
    'The policy pages as saved, their placeholders ({{shopName}}, {{companyName}}, ...) as written: the shop fills them in from the brand when it serves them',
  request: emptyRequest,
  response: z.array(z.object({ type: z.number().int(), content: z.string() })),
});

export const activityRow = z.object({
  id: z.number().int(),
  time: z.string(),
  title: z.string(),
  startTime: isoTime,
  endTime: isoTime,
  content: z.string().nullable(),
  url: z.string().nullable(),
  isSelf: z.boolean(),
  /** false: a draft, off the shop's calendar. */
  published: z.boolean(),
});

const listActivities = defineAdminCall({
  path: 'activities/list',
  permission: 'content.write',
  mutates: false,
  summary: 'Calendar activities, drafts included, newest day first',
  request: pageRequest,
  response: pageResponse(activityRow),
});

const saveActivity = defineAdminCall({
  path: 'activities/save',
  permission: 'content.write',
  mutates: true,
  summary: 'Create a calendar activity (no id) or change one; shown on its day (time, YYYY-MM-DD)',
  request: z
    .object({
      id: adminId.optional(),
      time: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the day as YYYY-MM-DD'),
      title: z.string().trim().min(1, 'Enter a title').max(200),
      startTime: time,
      endTime: time,
      content: z.string().max(50_000).nullable().optional(),
      url: siteLink.nullable().optional(),
      isSelf: z.boolean().default(false),
      published,
    })
    .refine((v) => Date.parse(v.endTime) >= Date.parse(v.startTime), {
      message: 'The end must not be before the start',
      path: ['endTime'],
    }),
  response: activityRow,
});

const publishActivity = defineAdminCall({
  path: 'activities/publish',
  permission: 'content.write',
  mutates: true,
  summary:
    "Put an activity on the shop's calendar (published true) or take it off as a draft (false); nothing else changes",
  request: publishRequest,
  response: activityRow,
});

const deleteActivity = defineAdminCall({
  path: 'activities/delete',
  permission: 'content.write',
  mutates: true,
  summary: 'Remove a calendar activity',
  request: z.object({ id: adminId }),
  response: z.object({ id: z.number().int() }),
});

export const contentDesk = {
  createNews,
  updateNews,
  deleteNews,
  listNews: listNewsForStaff,
  listBanners,
  saveBanner,
  publishBanner,
  deleteBanner,
  listFaqs,
  saveFaq,
  publishFaq,
  deleteFaq,
  savePolicyPage,
  listPolicyPages,
  listActivities,
  saveActivity,
  publishActivity,
  deleteActivity,
} as const;
