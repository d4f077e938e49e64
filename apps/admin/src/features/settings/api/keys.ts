/** Query keys of the settings: all (settings/get). */
export const settingsKeys = { all: ['settings'] as const };
