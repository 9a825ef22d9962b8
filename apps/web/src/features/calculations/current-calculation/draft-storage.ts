/**
 * The spec's "current calculation" (section 3, client state held between screens), kept in
 * localStorage so it survives a reload: one draft per calculation id, or "new" before the
 * first save, and a pointer to the one being worked on for routes without an id.
 */
export const DRAFT_KEY_PREFIX = 'rahti.calculation.';
export const NEW_DRAFT_ID = 'new';
const CURRENT_POINTER_KEY = `${DRAFT_KEY_PREFIX}current`;

/** Form values as typed: numbers may be text with a decimal comma until the domain schema reads them. */
export type DraftValues = Record<string, unknown>;

export interface CalculationDraft {
  /** The server's id once saved; absent for a new calculation. */
  id?: string;
  values: DraftValues;
  /** True when the values differ from what the server last saw. */
  isDirty: boolean;
  /** `updatedAt` of the server copy the values came from. */
  savedAt?: string;
  /** "class-currency" the default values were last filled for, so they are fetched once. */
  defaultsFor?: string;
}

export const emptyDraft = (): CalculationDraft => ({ values: {}, isDirty: false });

const listeners = new Set<() => void>();

export function subscribeDrafts(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(DRAFT_KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const notify = () => listeners.forEach((listener) => listener());

/** The raw stored text: stable between writes, so React can compare snapshots cheaply. */
export function readDraftText(draftId: string): string | null {
  return localStorage.getItem(DRAFT_KEY_PREFIX + draftId);
}

export function parseDraft(text: string | null): CalculationDraft | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<CalculationDraft>;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.values !== 'object') return undefined;
    return { ...parsed, values: parsed.values ?? {}, isDirty: parsed.isDirty === true };
  } catch {
    return undefined; // a damaged entry is treated as no draft
  }
}

export function writeDraft(draftId: string, draft: CalculationDraft): void {
  localStorage.setItem(DRAFT_KEY_PREFIX + draftId, JSON.stringify(draft));
  notify();
}

export function removeDraft(draftId: string): void {
  localStorage.removeItem(DRAFT_KEY_PREFIX + draftId);
  notify();
}

export function currentDraftId(): string {
  return localStorage.getItem(CURRENT_POINTER_KEY) ?? NEW_DRAFT_ID;
}

export function setCurrentDraftId(draftId: string): void {
  if (localStorage.getItem(CURRENT_POINTER_KEY) === draftId) return;
  localStorage.setItem(CURRENT_POINTER_KEY, draftId);
  notify();
}
