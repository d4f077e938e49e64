/** Query keys of the support pages. */
export const supportKeys = {
  all: ['support'] as const,
  downloads: () => [...supportKeys.all, 'downloads'] as const,
  faqs: () => [...supportKeys.all, 'faq'] as const,
  faq: (page: number, limit: number) => [...supportKeys.faqs(), { page, limit }] as const,
  config: (type: number) => [...supportKeys.all, 'config', type] as const,
};
