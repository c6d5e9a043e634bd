import { useCallback, useState } from 'react';

/**
 * Unsaved form data kept in the browser tab (sessionStorage: it dies with the tab and no
 * other tab reads it), so a session that expires mid-form does not lose the typing. One
 * entry per user, form and record; password fields are never kept.
 */
const PREFIX = 'treina.form-draft';

export interface FormDraftKey {
  /** The logged-in user's id: another user in the same tab never sees the draft. */
  owner: number | string;
  /** The form, e.g. 'crm.customer'. */
  form: string;
  /** The edited record; none when creating. */
  recordId?: number | string | null;
}

export interface StoredFormDraft<T = unknown> {
  storageKey: string;
  form: string;
  recordId: string | null;
  title: string;
  data: T;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const NEW_RECORD = 'novo';

function tabStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function formDraftStorageKey({ owner, form, recordId }: FormDraftKey): string {
  return `${PREFIX}:${owner}:${form}:${recordId ?? NEW_RECORD}`;
}

const PASSWORD_FIELD = /senha|password/i;

/** The data without any field whose name says password (at any depth). */
export function withoutPasswords<T>(data: T): T {
  if (Array.isArray(data)) return data.map((item) => withoutPasswords(item)) as T;
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data as Record<string, unknown>)
        .filter(([name]) => !PASSWORD_FIELD.test(name))
        .map(([name, value]) => [name, withoutPasswords(value)]),
    ) as T;
  }
  return data;
}

export function writeFormDraft(storageKey: string, title: string, data: unknown, storage = tabStorage()): void {
  try {
    storage?.setItem(storageKey, JSON.stringify({ title, data: withoutPasswords(data) }));
  } catch {
    // A full or blocked storage only loses the safety copy, never the form itself.
  }
}

export function removeFormDraft(storageKey: string, storage = tabStorage()): void {
  try {
    storage?.removeItem(storageKey);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** The drafts one user left in one form, oldest key order. */
export function readFormDrafts<T>(owner: number | string, form: string, storage = tabStorage()): StoredFormDraft<T>[] {
  if (!storage) return [];
  const prefix = `${PREFIX}:${owner}:${form}:`;
  const drafts: StoredFormDraft<T>[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const storageKey = storage.key(index);
      if (!storageKey?.startsWith(prefix)) continue;
      const parsed = JSON.parse(storage.getItem(storageKey) ?? 'null') as { title?: unknown; data?: T } | null;
      if (!parsed || typeof parsed.title !== 'string' || parsed.data === undefined) continue;
      const record = storageKey.slice(prefix.length);
      drafts.push({ storageKey, form, recordId: record === NEW_RECORD ? null : record, title: parsed.title, data: parsed.data });
    }
  } catch {
    return drafts;
  }
  return drafts.sort((a, b) => a.storageKey.localeCompare(b.storageKey));
}

export interface FormDrafts<T> {
  /** Drafts found when the page opened, offered back until restored or discarded. */
  offers: StoredFormDraft<T>[];
  /** The storage key for FormModal's `draft` (none while nobody is logged in). */
  keyFor(recordId?: number | string | null): string | undefined;
  /** 'Descartar': the draft is gone. */
  discard(offer: StoredFormDraft<T>): void;
  /** 'Restaurar': no longer offered; the reopened form keeps it up to date. */
  take(offer: StoredFormDraft<T>): void;
}

/** A page's drafts of one form: what to offer back and where FormModal keeps new ones. */
export function useFormDrafts<T>(owner: number | string | null | undefined, form: string): FormDrafts<T> {
  const read = () => (owner == null ? [] : readFormDrafts<T>(owner, form));
  const [offers, setOffers] = useState<StoredFormDraft<T>[]>(read);
  // Another user or form on the same screen (e.g. Alunos and Interessados): its own drafts.
  const [source, setSource] = useState(`${owner}:${form}`);
  if (source !== `${owner}:${form}`) {
    setSource(`${owner}:${form}`);
    setOffers(read());
  }
  const keyFor = useCallback(
    (recordId?: number | string | null) => (owner == null ? undefined : formDraftStorageKey({ owner, form, recordId })),
    [owner, form],
  );
  const take = useCallback((offer: StoredFormDraft<T>) => {
    setOffers((current) => current.filter((item) => item.storageKey !== offer.storageKey));
  }, []);
  const discard = useCallback(
    (offer: StoredFormDraft<T>) => {
      removeFormDraft(offer.storageKey);
      take(offer);
    },
    [take],
  );
  return { offers, keyFor, discard, take };
}
