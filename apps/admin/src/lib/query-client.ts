import { QueryClient } from '@tanstack/react-query';
import { AdminApiError, SESSION_EXPIRED } from './api.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Staff act on what they see: a queue a few seconds old is fine, a stale order after a step is not
      // (each step invalidates what it changed).
      staleTime: 10_000,
      refetchOnWindowFocus: true,
      retry: (count, error) =>
        count < 2 && !(error instanceof AdminApiError && (error.result === 0 || error.result === SESSION_EXPIRED)),
    },
    mutations: { retry: false },
  },
});
