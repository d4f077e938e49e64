import { type Activity, activity, CALENDAR_START_DATE } from '@hashforge/contract';
import { getActivityList } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

/** The calendar is kept in localStorage and considered stale after 5 minutes (docs/domain.md S9). */
export const ACTIVITY_CACHE_KEY = 'hf.activityCalendar';
export const ACTIVITY_STALE_MS = 5 * 60_000;

export interface ActivityRange {
  startDate: string;
  endDate: string;
}

/** From 2021-01-01 to the end of next year (docs/domain.md S7). */
export function activityRange(today: Date = new Date()): ActivityRange {
  return { startDate: CALENDAR_START_DATE, endDate: `${today.getFullYear() + 1}-12-31` };
}

const cachedShape = z.object({
  savedAt: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  list: z.array(activity),
});

function readCache(range: ActivityRange): z.infer<typeof cachedShape> | undefined {
  try {
    const parsed = cachedShape.safeParse(JSON.parse(localStorage.getItem(ACTIVITY_CACHE_KEY) ?? 'null'));
    if (!parsed.success) return undefined;
    const c = parsed.data;
    return c.startDate === range.startDate && c.endDate === range.endDate ? c : undefined;
  } catch (error) {
    // Storage disabled or a corrupt entry: the calendar simply loads from the server.
    console.warn('activity cache unreadable', error);
    return undefined;
  }
}

function writeCache(range: ActivityRange, list: Activity[]): void {
  try {
    localStorage.setItem(ACTIVITY_CACHE_KEY, JSON.stringify({ savedAt: Date.now(), ...range, list }));
  } catch (error) {
    // A full or disabled storage only costs the next visit a request.
    console.warn('activity cache not saved', error);
  }
}

/**
 * `activity/calendar/getList`. What localStorage holds is shown at once; when it is older than 5
 * minutes the query fetches again in the background and stores the answer.
 */
export const activityListQuery = (range: ActivityRange) => {
  // Storage is read (and the list parsed) when the query is first created, not on every render.
  let cached: { read: ReturnType<typeof readCache> } | undefined;
  const fromCache = () => {
    cached ??= { read: readCache(range) };
    return cached.read;
  };
  return queryOptions({
    queryKey: contentKeys.activities(range.startDate, range.endDate),
    queryFn: async ({ signal }) => {
      const list = await apiCall(getActivityList, range, { signal });
      writeCache(range, list);
      return list;
    },
    initialData: () => fromCache()?.list,
    initialDataUpdatedAt: () => fromCache()?.savedAt,
    staleTime: ACTIVITY_STALE_MS,
  });
};

export function useActivityList(range: ActivityRange) {
  return useQuery(activityListQuery(range));
}
