/**
 * Where a user was when their session expired, so that logging in again in the same tab brings them back there (/class?classId=7) instead
 * of to their landing screen. Kept in the tab (sessionStorage) with the user it belongs to: another user logging in lands on their own
 * default. Only a path of this site is ever kept or followed, never an address from a URL parameter.
 */
const PLACE_KEY = 'treina.return-place';
/** Who was logged in in this tab (to know whose place it is when the app reopens expired). */
const TAB_USER_KEY = 'treina.tab-user';

/** Addresses that are no place to return to. */
const NOT_A_PLACE = ['/', '/login', '/change_password'];

interface Place {
  path: string;
  userId: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * `path` when it is a screen of this site (path, query and fragment only, same origin); null for
 * anything else: another site (`//evil.example`, `https://…`, `/\evil`), the login pages, '/'.
 */
export function samePlacePath(path: unknown, origin: string): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || NOT_A_PLACE.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function rememberTabUser(userId: number): void {
  try {
    storage()?.setItem(TAB_USER_KEY, String(userId));
  } catch {
    /* storage full or refused: the place is simply not kept */
  }
}

/** The user last logged in in this tab, if any. */
export function tabUser(): number | null {
  const value = Number(storage()?.getItem(TAB_USER_KEY) ?? NaN);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Keeps `location` as the place to return to for `userId` (nothing without a user or for a non-place). */
export function rememberPlace(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>, userId: number | null): void {
  const path = samePlacePath(`${location.pathname}${location.search}${location.hash}`, location.origin);
  if (!path || !userId) return;
  try {
    storage()?.setItem(PLACE_KEY, JSON.stringify({ path, userId } satisfies Place));
  } catch {
    /* see rememberTabUser */
  }
}

export function forgetPlace(): void {
  try {
    storage()?.removeItem(PLACE_KEY);
  } catch {
    /* ignore */
  }
}

/** The place kept for `userId`, once (it is forgotten whoever logs in); null for another user or none. */
export function takeReturnPlace(userId: number, origin: string): string | null {
  let place: Partial<Place> | null;
  try {
    place = JSON.parse(storage()?.getItem(PLACE_KEY) ?? 'null') as Partial<Place> | null;
  } catch {
    place = null;
  }
  forgetPlace();
  if (!place || place.userId !== userId) return null;
  return samePlacePath(place.path, origin);
}

/** Screens a visitor may be brought back to after logging in whoever they log in as (a session's check-in QR code). */
const ASKED_PLACES = ['/presenca/'];

/**
 * The screen that sent an anonymous visitor to /login (the router's state), when it is one of ASKED_PLACES;
 * any other screen is only returned to through the user-bound place above.
 */
export function askedPlacePath(from: unknown, origin: string): string | null {
  const path = samePlacePath(from, origin);
  return path && ASKED_PLACES.some((prefix) => path.startsWith(prefix)) ? path : null;
}
