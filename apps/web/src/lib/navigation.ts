/**
 * Navigation for code that runs outside React (the API client's "login expired" path). The router
 * registers itself here; before that (or in unit tests) a full page load does the same job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}
