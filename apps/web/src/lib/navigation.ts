/**
 * Navigation for code that runs outside React (the API client, session endings). The router
 * registers itself here; before that (or in unit tests) a full page load does the same job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

let navigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

/** Resolves once the new page is shown (its code loaded), so callers can act after leaving. */
export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  await navigate(to, options);
}
