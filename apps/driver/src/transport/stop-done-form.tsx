import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STOP_EVENT_LIMITS, type GoodsLine, type StopEventKind, type StopKind } from '@rahti/domain';
import { useDriverData } from '../data/driver-data-context';
import type { PreTripPhoto, StopEventDraft } from '../data/driver-data.types';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/choice-field';
import { StatusBanner } from '../ui/status-banner';
import { DeviationFields } from './deviation-fields';
import { ProofFields } from './proof-fields';
import type { Stroke } from './signature-strokes';
import { NEW_DEVIATION, problemsOf, type DeviationDraft, type FormProblem, type ProofDraft } from './stop-form';

export interface StopFormTools {
  shrink(file: Blob): Promise<PreTripPhoto>;
  signaturePng(strokes: readonly Stroke[]): Promise<PreTripPhoto>;
}

interface StopDoneFormProps extends StopFormTools {
  taskId: string;
  stopId: string;
  stopKind: StopKind;
  goods: readonly GoodsLine[];
  onSaved(): void;
}

/** The element the form focuses for a problem: the first field that needs the driver. */
function controlOf(problem: FormProblem): HTMLElement | null {
  if (problem.field === 'deviationNote')
    return document.querySelector(`textarea[data-deviation-note="${problem.number}"]`);
  return document.querySelector(`[data-proof-field="${problem.field}"]`);
}

/**
 * Done at a stop (issue 26): the goods checked, for a delivery the proof (the consignee's printed
 * name, the signature drawn on the glass, photos), and any deviations. Saved on the phone at once
 * and sent when it can be. A delivery refused whole may go without a signature.
 */
export function StopDoneForm({ taskId, stopId, stopKind, goods, onSaved, shrink, signaturePng }: StopDoneFormProps) {
  const { t } = useTranslation();
  const { recordStopEvent } = useDriverData();
  const [goodsChecked, setGoodsChecked] = useState(false);
  const [proof, setProof] = useState<ProofDraft>({ signerName: '', strokes: [], photos: [] });
  const [deviations, setDeviations] = useState<DeviationDraft[]>([]);
  const [note, setNote] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const [failure, setFailure] = useState(false);
  const [busy, setBusy] = useState(false);

  // Loaded at a pickup, delivered with its proof at a delivery; another stop is done by `loaded`.
  const isDelivery = stopKind === 'delivery';
  const kind: Exclude<StopEventKind, 'arrived'> = isDelivery ? 'delivered' : 'loaded';
  const problems = problemsOf({ isDelivery, proof, deviations });
  const shown = showProblems ? problems : [];
  const isRefused = deviations.some((deviation) => deviation.type === 'refused');

  const save = async () => {
    setBusy(true);
    setFailure(false);
    try {
      const withProof = isDelivery && (!isRefused || proof.strokes.length > 0);
      // Photos taken for the proof of a refusal without one go with the refusal.
      const proofPhotos = isDelivery && !withProof ? proof.photos : [];
      const draft: StopEventDraft = {
        transportTaskId: taskId,
        stopId,
        kind,
        goodsChecked,
        note: note.trim(),
        proof: withProof
          ? {
              signerName: proof.signerName.trim(),
              signature: await signaturePng(proof.strokes),
              photos: proof.photos,
            }
          : null,
        deviations: deviations.map((deviation) => ({
          type: deviation.type,
          goodsLineId: deviation.goodsLineId || null,
          note: deviation.note.trim(),
          photos: [...deviation.photos, ...(deviation.type === 'refused' ? proofPhotos.splice(0) : [])],
        })),
      };
      await recordStopEvent(draft);
      onSaved();
    } catch {
      setFailure(true);
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [first] = problems;
    if (first) {
      setShowProblems(true);
      controlOf(first)?.focus();
      return;
    }
    void save();
  };

  const changeDeviation = (index: number, changed: DeviationDraft) =>
    setDeviations((current) => current.map((deviation, at) => (at === index ? changed : deviation)));

  return (
    <form className="stack stop-done-form" noValidate onSubmit={submit} aria-labelledby="stop-done-title">
      <h2 id="stop-done-title">{t(`driver-transport:done.title.${stopKind}`)}</h2>
      {shown.length > 0 && (
        <StatusBanner tone="danger" announce="urgent">
          {t('driver-transport:done.fixProblems')}
        </StatusBanner>
      )}
      <CheckboxField
        label={t('driver-transport:done.goodsChecked')}
        checked={goodsChecked}
        onChange={(event) => setGoodsChecked(event.currentTarget.checked)}
      />
      {isDelivery && (
        <ProofFields proof={proof} onChange={setProof} problems={shown} isRefused={isRefused} shrink={shrink} />
      )}
      <section className="stack" aria-labelledby="deviations-title">
        <h3 id="deviations-title">{t('driver-transport:deviation.title')}</h3>
        <p className="muted">{t('driver-transport:deviation.hint')}</p>
        {deviations.map((deviation, index) => (
          <DeviationFields
            key={index}
            number={index + 1}
            deviation={deviation}
            goods={goods}
            onChange={(changed) => changeDeviation(index, changed)}
            onRemove={() => setDeviations((current) => current.filter((_, at) => at !== index))}
            noteMissing={shown.some((problem) => problem.field === 'deviationNote' && problem.number === index + 1)}
            shrink={shrink}
          />
        ))}
        {deviations.length < STOP_EVENT_LIMITS.deviationsMax && (
          <Button onClick={() => setDeviations((current) => [...current, NEW_DEVIATION])}>
            {t('driver-transport:deviation.add')}
          </Button>
        )}
      </section>
      <label className="field">
        <span className="field__label">{t('driver-transport:done.note')}</span>
        <textarea
          className="field__input stop-note"
          rows={2}
          maxLength={STOP_EVENT_LIMITS.noteMax}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </label>
      {failure && (
        <StatusBanner tone="danger" announce="urgent">
          {t('common.notStored')}
        </StatusBanner>
      )}
      <div className="action-bar">
        <Button type="submit" variant="primary" size="large" block disabled={busy}>
          {t(`driver-transport:actions.done.${stopKind}`)}
        </Button>
      </div>
    </form>
  );
}
