/** Query keys of the settings: all (settings/get), and the brand and contacts (settings/brand). */
export const settingsKeys = {
  all: ['settings'] as const,
  brand: () => [...settingsKeys.all, 'brand'] as const,
};
