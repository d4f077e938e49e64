/**
 * The buyer's login: a token in the `hf_token` cookie with a 1-day expiry (docs/domain.md S4). The
 * header and the guards subscribe, so logging in or out updates every view at once.
 */
export const TOKEN_COOKIE = 'hf_token';
const ONE_DAY_SECONDS = 24 * 60 * 60;

type Listener = () => void;
const listeners = new Set<Listener>();

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function cookieAttributes(maxAge: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | undefined {
  const token = readCookie(TOKEN_COOKIE);
  return token ? token : undefined;
}

export function isLoggedIn(): boolean {
  return getToken() !== undefined;
}

export function saveToken(token: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the token must be readable synchronously on every call; the Cookie Store API is async and missing in some browsers
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}${cookieAttributes(ONE_DAY_SECONDS)}`;
  notify();
}

/** Deletes every login cookie (docs/domain.md S4: logout, password change, -9999). */
export function clearSession(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see saveToken
  document.cookie = `${TOKEN_COOKIE}=${cookieAttributes(0)}`;
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
