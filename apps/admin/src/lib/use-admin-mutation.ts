import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminCallLike, adminCall, adminUpload, type CallData, type CallInput } from './api.ts';

interface Changes<C extends AdminCallLike> {
  /**
   * The queries the call changes, each from a feature's key factory (`orderKeys.all`,
   * `contentKeys.banners()`): read again once the call is answered, refused or not, since a refusal
   * often means the screen was out of date.
   */
  invalidates?: readonly QueryKey[];
  /** For a call whose answer is the new state: put it in the cache instead of reading it again. */
  onSuccess?: (data: CallData<C>, input: CallInput<C>) => unknown;
}

function useInvalidate(keys: readonly QueryKey[] = []) {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** The one way a desk changes something: the call with its typed input, then what it changed read again. */
export function useAdminMutation<C extends AdminCallLike>(call: C, { invalidates, onSuccess }: Changes<C> = {}) {
  const invalidate = useInvalidate(invalidates);
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSuccess,
    onSettled: invalidate,
  });
}

/**
 * A multipart call (files/upload, serials/import, aftersales/upload-quotation) given one file:
 * `fields` names the parts, in the order the server reads them (adminUpload).
 */
export function useAdminUpload<C extends AdminCallLike>(
  call: C,
  {
    fields = (file) => ({ file }),
    failure,
    invalidates,
  }: {
    fields?: (file: File) => Record<string, string | Blob>;
    failure?: string;
    invalidates?: readonly QueryKey[];
  } = {},
) {
  const invalidate = useInvalidate(invalidates);
  return useMutation({
    mutationFn: (file: File) => adminUpload(call, fields(file), failure),
    onSettled: invalidate,
  });
}
