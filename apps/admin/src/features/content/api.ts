import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { contentDesk } from '@hashforge/contract/admin/content';
import { callPath, DEFAULT_PROVIDER } from '@hashforge/contract/call';
import { type ConfigPage, getConfigTypes } from '@hashforge/contract/content';
import { ConfigType } from '@hashforge/contract/content-rules';
import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminApiError,
  type AdminCallLike,
  adminCall,
  adminUpload,
  type CallData,
  type CallInput,
} from '../../lib/api.ts';

export const contentKeys = {
  all: ['content'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  bannerList: (input: CallInput<typeof contentDesk.listBanners>) => [...contentKeys.banners(), input] as const,
  faqs: () => [...contentKeys.all, 'faqs'] as const,
  policyPages: () => [...contentKeys.all, 'policy-pages'] as const,
  activities: () => [...contentKeys.all, 'activities'] as const,
  activityList: (input: CallInput<typeof contentDesk.listActivities>) => [...contentKeys.activities(), input] as const,
};

/** A save or delete, then the list it changed is read again (only that list, not the whole desk). */
function useContentCall<C extends AdminCallLike>(call: C, changes: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSettled: () => client.invalidateQueries({ queryKey: changes }),
  });
}

// ---------------------------------------------------------------- banners

export function useBanners(input: CallInput<typeof contentDesk.listBanners>) {
  return useQuery({
    queryKey: contentKeys.bannerList(input),
    queryFn: () => adminCall(contentDesk.listBanners, input),
    placeholderData: keepPreviousData,
  });
}

export const useSaveBanner = () => useContentCall(contentDesk.saveBanner, contentKeys.banners());
/** Publish or Unpublish: the flag alone, so an older list never writes its text back over a newer edit. */
export const usePublishBanner = () => useContentCall(contentDesk.publishBanner, contentKeys.banners());
export const useDeleteBanner = () => useContentCall(contentDesk.deleteBanner, contentKeys.banners());

/**
 * files/upload is multipart (file field `file`): the browser sets the boundary, so no content-type
 * here, but the CSRF header goes as on every call. The answer is the usual envelope.
 */
function uploadPublicImage(file: File): Promise<CallData<typeof catalogDesk.uploadFile>> {
  return adminUpload(catalogDesk.uploadFile, { file });
}

/** A banner image stored as a public file; its storage key is what the banner keeps. */
export function useUploadBannerImage() {
  return useMutation({ mutationFn: uploadPublicImage });
}

// ---------------------------------------------------------------- FAQ

export function useFaqs() {
  return useQuery({ queryKey: contentKeys.faqs(), queryFn: () => adminCall(contentDesk.listFaqs, {}) });
}

export const useSaveFaq = () => useContentCall(contentDesk.saveFaq, contentKeys.faqs());
export const usePublishFaq = () => useContentCall(contentDesk.publishFaq, contentKeys.faqs());
export const useDeleteFaq = () => useContentCall(contentDesk.deleteFaq, contentKeys.faqs());

// ---------------------------------------------------------------- policy pages

/**
 * The admin API can save a policy page but has no call that lists them, so the current text is read
 * the way buyers read it: the shop's public `config/getTypes` on the same origin. The provider segment
 * comes from the same build variable the storefront uses, so both builds agree on the path.
 */
const shopProvider: string = import.meta.env.VITE_PROVIDER ?? DEFAULT_PROVIDER;
export const POLICY_PAGE_TYPES = Object.values(ConfigType);

async function readPolicyPages(signal: AbortSignal): Promise<ConfigPage[]> {
  let response: Response;
  try {
    response = await fetch(callPath(getConfigTypes.path, shopProvider), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ types: POLICY_PAGE_TYPES }),
      signal,
    });
  } catch {
    throw new AdminApiError(0, 'Network error: check your connection and try again');
  }
  const envelope = (await response.json().catch(() => null)) as { result: number; msg: string; data: unknown } | null;
  if (envelope?.result === 1) return getConfigTypes.response.parse(envelope.data);
  throw new AdminApiError(envelope?.result ?? 0, envelope?.msg || `The shop answered ${response.status}`);
}

export function usePolicyPages() {
  return useQuery({ queryKey: contentKeys.policyPages(), queryFn: ({ signal }) => readPolicyPages(signal) });
}

export function useSavePolicyPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof contentDesk.savePolicyPage>) => adminCall(contentDesk.savePolicyPage, input),
    // The answer is the page as sanitised and stored; when the list could not be read, it stays unread
    // rather than showing this one page as the only one written.
    onSuccess: (saved) =>
      client.setQueryData<ConfigPage[]>(contentKeys.policyPages(), (pages) =>
        pages ? [...pages.filter((p) => p.type !== saved.type), saved] : undefined,
      ),
  });
}

// ---------------------------------------------------------------- activity calendar

export function useActivities(input: CallInput<typeof contentDesk.listActivities>) {
  return useQuery({
    queryKey: contentKeys.activityList(input),
    queryFn: () => adminCall(contentDesk.listActivities, input),
    placeholderData: keepPreviousData,
  });
}

export const useSaveActivity = () => useContentCall(contentDesk.saveActivity, contentKeys.activities());
export const usePublishActivity = () => useContentCall(contentDesk.publishActivity, contentKeys.activities());
export const useDeleteActivity = () => useContentCall(contentDesk.deleteActivity, contentKeys.activities());
