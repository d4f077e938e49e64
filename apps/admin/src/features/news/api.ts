import { contentDesk } from '@hashforge/contract/admin/content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCallLike, adminCall, type CallInput } from '../../lib/api.ts';

export const newsKeys = {
  all: ['news'] as const,
  list: (input: CallInput<typeof contentDesk.listNews>) => [...newsKeys.all, 'list', input] as const,
};

export function useNewsList(input: CallInput<typeof contentDesk.listNews>) {
  return useQuery({
    queryKey: newsKeys.list(input),
    queryFn: () => adminCall(contentDesk.listNews, input),
    placeholderData: keepPreviousData,
  });
}

function useNewsCall<C extends AdminCallLike>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSettled: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

export const useCreateNews = () => useNewsCall(contentDesk.createNews);
export const useUpdateNews = () => useNewsCall(contentDesk.updateNews);
export const useDeleteNews = () => useNewsCall(contentDesk.deleteNews);
