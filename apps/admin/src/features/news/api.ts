import { createNews, deleteNews, listNewsForStaff, updateNews } from '@hashforge/contract/admin/content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCallLike, adminCall, type CallInput } from '../../lib/api.ts';

export const newsKeys = {
  all: ['news'] as const,
  list: (input: CallInput<typeof listNewsForStaff>) => [...newsKeys.all, 'list', input] as const,
};

export function useNewsList(input: CallInput<typeof listNewsForStaff>) {
  return useQuery({
    queryKey: newsKeys.list(input),
    queryFn: () => adminCall(listNewsForStaff, input),
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

export const useCreateNews = () => useNewsCall(createNews);
export const useUpdateNews = () => useNewsCall(updateNews);
export const useDeleteNews = () => useNewsCall(deleteNews);
