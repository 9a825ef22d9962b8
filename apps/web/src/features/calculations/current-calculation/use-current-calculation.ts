import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import type { Calculation } from '@rahti/domain';
import { useCalculation } from '../api/calculations-queries';
import {
  NEW_DRAFT_ID,
  currentDraftId,
  emptyDraft,
  parseDraft,
  readDraftText,
  removeDraft,
  setCurrentDraftId,
  subscribeDrafts,
  writeDraft,
  type CalculationDraft,
  type DraftValues,
} from './draft-storage';
import { toDraftValues, withValueAt } from './draft-values';

/**
 * The calculation being worked on. A route's `:id` names it; without one the last opened
 * calculation (or the new one) is meant. The draft lives in localStorage, so it survives
 * moving between screens and a reload; a saved calculation not changed here is restored
 * from GET /api/calculations/:id.
 */
export function useCurrentCalculation() {
  const { id: routeId } = useParams();
  const pointer = useSyncExternalStore(subscribeDrafts, currentDraftId);
  const draftId = routeId ?? pointer;
  const text = useSyncExternalStore(subscribeDrafts, () => readDraftText(draftId));
  const stored = useMemo(() => parseDraft(text), [text]);
  const savedId = draftId === NEW_DRAFT_ID ? undefined : draftId;
  const server = useCalculation(savedId);

  useEffect(() => {
    if (routeId) setCurrentDraftId(routeId);
  }, [routeId]);

  // The server's copy wins unless there are changes here it has not seen.
  useEffect(() => {
    const saved = server.data;
    if (!saved || stored?.isDirty || stored?.savedAt === saved.updatedAt) return;
    writeDraft(saved.id, { id: saved.id, values: toDraftValues(saved), isDirty: false, savedAt: saved.updatedAt });
  }, [server.data, stored]);

  const draft = stored ?? emptyDraft();

  const setValue = useCallback(
    (path: string, value: unknown) => {
      const current = parseDraft(readDraftText(draftId)) ?? emptyDraft();
      writeDraft(draftId, { ...current, values: withValueAt(current.values, path, value), isDirty: true });
    },
    [draftId],
  );

  const setValues = useCallback(
    (patch: DraftValues, meta: Pick<CalculationDraft, 'defaultsFor'> = {}) => {
      const current = parseDraft(readDraftText(draftId)) ?? emptyDraft();
      writeDraft(draftId, { ...current, ...meta, values: { ...current.values, ...patch }, isDirty: true });
    },
    [draftId],
  );

  /** After a save: the draft is filed under the server's id and is clean. */
  const markSaved = useCallback(
    (saved: Calculation) => {
      writeDraft(saved.id, { id: saved.id, values: toDraftValues(saved), isDirty: false, savedAt: saved.updatedAt });
      if (draftId === NEW_DRAFT_ID) removeDraft(NEW_DRAFT_ID);
      setCurrentDraftId(saved.id);
    },
    [draftId],
  );

  return {
    draftId,
    savedId,
    draft,
    values: draft.values,
    isDirty: draft.isDirty,
    isLoading: Boolean(savedId) && !stored && server.isPending,
    loadError: stored ? undefined : server.error,
    setValue,
    setValues,
    markSaved,
  };
}

export type CurrentCalculation = ReturnType<typeof useCurrentCalculation>;

/** Starts a new calculation of a kind in the organisation's currency, replacing any unsaved new one. */
export function startNewCalculation(values: DraftValues): void {
  const draft: CalculationDraft = { values, isDirty: true };
  writeDraft(NEW_DRAFT_ID, draft);
  setCurrentDraftId(NEW_DRAFT_ID);
}
