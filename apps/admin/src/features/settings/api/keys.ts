/** Query keys of the settings: all (settings/get), the brand and contacts (settings/brand), the USDT networks (settings/usdt). */
export const settingsKeys = {
  all: ['settings'] as const,
  brand: () => [...settingsKeys.all, 'brand'] as const,
  usdt: () => [...settingsKeys.all, 'usdt'] as const,
};
