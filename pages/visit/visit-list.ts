/**
 * A visit plan without an account: what a visitor saves (artworks, exhibitions,
 * activities) is kept in this browser only (localStorage; no cookie, nothing sent), and travels in a
 * link when shared. Everything read back (from storage or from an address) is checked: it is input
 * like any other.
 */
import { useSyncExternalStore } from 'react';
import { INVISIBLE_CONTROLS, withoutInvisibleControls } from '../content/invisible-controls.ts';
import { LANGUAGES, type Language } from '../../generated/types/constants.ts';
import { fromBase64Url, toBase64Url } from '../links.ts';
import { isSitePath } from '../safe-urls.ts';

const VISIT_BUNDLES = ['artwork', 'exhibition', 'activity'] as const;
type VisitBundle = (typeof VISIT_BUNDLES)[number];

/** What the list needs to show a saved page offline: its address, kind, title and where or when. */
export interface VisitItem {
  path: string;
  lang: Language;
  bundle: VisitBundle;
  title: string;
  /** An artwork's room ('205.10'), when it hangs in one. */
  room?: string;
  /** An artwork on display (in a room or not), as opposed to on loan, in restoration or in the stores. */
  onDisplay?: boolean;
  /** An activity's or exhibition's start and end (Unix seconds). */
  start?: number;
  end?: number;
  /** Where an activity takes place, for the calendar. */
  place?: string;
  /** An activity's own id (its UUID, else its node id): its calendar event's UID, as on its page (../rules/calendar.ts uidOf). */
  event?: string;
}

export const STORAGE_KEY = 'museo.visit.v1';
/** More than anyone plans for one visit; a longer list (or link) is cut here. */
export const MAX_ITEMS = 60;
const CHANGED = 'museo:visit-changed';

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
/** A UUID or a node id: what the CMS gives as an activity's id. */
const isEventId = (v: unknown): v is string => typeof v === 'string' && /^[0-9A-Za-z-]{1,64}$/.test(v);
const isSeconds = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 4102444800;

/** One item, if it is one; anything else is dropped. */
export function readItem(value: unknown): VisitItem | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!isSitePath(v.path) || !isText(v.path, 300) || v.path.search(INVISIBLE_CONTROLS) >= 0) return null;
  // A shared link is anyone's text: invisible controls (a title that reads backwards) are dropped.
  const clean = (t: unknown) => (typeof t === 'string' ? withoutInvisibleControls(t) : t);
  const title = clean(v.title);
  const room = clean(v.room);
  const place = clean(v.place);
  if (!isText(title, 300)) return null;
  if (!LANGUAGES.includes(v.lang as Language) || !VISIT_BUNDLES.includes(v.bundle as VisitBundle)) return null;
  return {
    path: v.path,
    lang: v.lang as Language,
    bundle: v.bundle as VisitBundle,
    title,
    ...(isText(room, 40) ? { room } : {}),
    ...(typeof v.onDisplay === 'boolean' ? { onDisplay: v.onDisplay } : {}),
    ...(isSeconds(v.start) ? { start: v.start } : {}),
    ...(isSeconds(v.end) ? { end: v.end } : {}),
    ...(isText(place, 200) ? { place } : {}),
    ...(isEventId(v.event) ? { event: v.event } : {}),
  };
}

/** A list of items, each checked, one per address, at most MAX_ITEMS. */
export function readItems(value: unknown): VisitItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: VisitItem[] = [];
  for (const raw of value.slice(0, MAX_ITEMS * 2)) {
    const item = readItem(raw);
    if (item && !seen.has(item.path)) {
      seen.add(item.path);
      items.push(item);
    }
    if (items.length === MAX_ITEMS) break;
  }
  return items;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
const browserStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage refused (privacy settings): the list works for this page only
  }
};

let snapshot: { raw: string | null; items: VisitItem[] } = { raw: null, items: [] };
/** The saved list (the same array while nothing changed, as useSyncExternalStore needs). */
export function savedItems(storage: Storage | undefined = browserStorage()): VisitItem[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === snapshot.raw) return snapshot.items;
  let parsed: unknown = [];
  try {
    parsed = raw ? JSON.parse(raw) : [];
  } catch {
    parsed = [];
  }
  snapshot = { raw, items: readItems(parsed) };
  return snapshot.items;
}

function write(items: VisitItem[], storage: Storage | undefined = browserStorage()) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(items.slice(0, MAX_ITEMS)));
  } catch (err) {
    console.error('[visit] the list could not be saved in this browser', err);
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
}

export const isSaved = (path: string, items = savedItems()) => items.some((i) => i.path === path);
export const saveItem = (item: VisitItem, storage?: Storage) => {
  const items = savedItems(storage);
  if (!items.some((i) => i.path === item.path)) write([...items, item], storage);
};
export const removeItem = (path: string, storage?: Storage) =>
  write(
    savedItems(storage).filter((i) => i.path !== path),
    storage,
  );
/** Adds a shared list's items to the saved ones (those already saved are kept once). */
export const addItems = (added: readonly VisitItem[], storage?: Storage) => {
  const items = savedItems(storage);
  const paths = new Set(items.map((i) => i.path));
  write([...items, ...added.filter((i) => !paths.has(i.path))], storage);
};
export const clearItems = (storage?: Storage) => write([], storage);

/** Calls `onChange` when the list changes, here or in another tab; returns how to stop. */
export function subscribeSaved(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  // Another tab saved or removed something.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}
const NONE: VisitItem[] = [];
/** The saved list, kept up to date; empty in the prerendered HTML (the browser fills it in after hydration). */
export const useSavedItems = (): VisitItem[] =>
  useSyncExternalStore(
    subscribeSaved,
    () => savedItems(),
    () => NONE,
  );

// The list in a link: its items as JSON, UTF-8 in base64url (short, and safe in any address).
const textToLink = (text: string) => toBase64Url(new TextEncoder().encode(text));
function textFromLink(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,20000}$/.test(encoded)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(encoded));
  } catch {
    return null;
  }
}

/** The address parameter that carries a shared list. */
export const LIST_PARAM = 'lista';
/** Short keys in links (p: path, l: language, b: bundle, t: title, r: room, d: on display, s/e: start/end, w: place, u: event id). */
const SHORT = {
  path: 'p',
  lang: 'l',
  bundle: 'b',
  title: 't',
  room: 'r',
  onDisplay: 'd',
  start: 's',
  end: 'e',
  place: 'w',
  event: 'u',
} as const;

export function encodeList(items: readonly VisitItem[]): string {
  const short = items.map((i) =>
    Object.fromEntries(
      Object.entries(i)
        .map(([k, v]) => [SHORT[k as keyof typeof SHORT], v])
        .filter(([k]) => k !== undefined),
    ),
  );
  return textToLink(JSON.stringify(short));
}

/** A list from a link; an empty list when the value is not one this site wrote. */
export function decodeList(encoded: string | null): VisitItem[] {
  const text = encoded ? textFromLink(encoded) : null;
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const long = Object.fromEntries(Object.entries(SHORT).map(([k, v]) => [v, k]));
  return readItems(
    parsed.map((o: unknown) =>
      o && typeof o === 'object' ? Object.fromEntries(Object.entries(o).map(([k, v]) => [long[k] ?? `_${k}`, v])) : null,
    ),
  );
}
