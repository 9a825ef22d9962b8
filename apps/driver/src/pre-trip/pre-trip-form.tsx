import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type PreTripItem } from '@rahti/domain';
import { useDriverData } from '../data/driver-data-context';
import type { PreTripDue, PreTripPhoto } from '../data/driver-data.types';
import { useNavigation } from '../shell/navigation';
import { Button } from '../ui/button';
import { StatusBanner } from '../ui/status-banner';
import { itemControl, PreTripItemField, type ItemAnswer } from './pre-trip-item-field';

const UNANSWERED: ItemAnswer = { result: null, note: '', photos: [] };

type Problem = 'unanswered' | 'noNote';
const problemOf = (answer: ItemAnswer): Problem | null => {
  if (answer.result === null) return 'unanswered';
  return answer.result === 'defect' && answer.note.trim() === '' ? 'noNote' : null;
};

/**
 * The check of the shift's vehicle (issue 25): each item OK or defect, a defect with what is wrong
 * and photos. Saved on the phone at once and sent when it can be; skipping is recorded too, so
 * the office knows the vehicle went without it.
 */
export function PreTripForm({ due, shrink }: { due: PreTripDue; shrink(file: Blob): Promise<PreTripPhoto> }) {
  const { t, i18n } = useTranslation();
  const { recordPreTripCheck } = useDriverData();
  const { selectTab } = useNavigation();
  const [answers, setAnswers] = useState<Record<string, ItemAnswer>>({});
  const [showProblems, setShowProblems] = useState(false);
  const [failure, setFailure] = useState(false);
  const [busy, setBusy] = useState(false);

  const answerOf = (item: PreTripItem) => answers[item.key] ?? UNANSWERED;
  const problems = due.items.map((item) => ({ item, problem: problemOf(answerOf(item)) }));
  const unansweredLeft = problems.some(({ problem }) => problem === 'unanswered');

  const save = async (status: 'done' | 'skipped') => {
    setBusy(true);
    setFailure(false);
    try {
      await recordPreTripCheck({
        shiftClientKey: due.shiftClientKey,
        vehicleId: due.vehicle.id,
        status,
        ...(isLanguage(i18n.language) ? { language: i18n.language } : {}),
        answers:
          status === 'skipped'
            ? []
            : due.items.map((item) => {
                const { result, note, photos } = answerOf(item);
                return { item, result: result ?? 'ok', note: note.trim(), photos: result === 'defect' ? photos : [] };
              }),
      });
      selectTab('status');
    } catch {
      setFailure(true);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = problems.find(({ problem }) => problem !== null);
    if (first?.problem) {
      setShowProblems(true);
      itemControl(first.item.key, first.problem)?.focus();
      return;
    }
    void save('done');
  };

  const markRestOk = () =>
    setAnswers((current) =>
      Object.fromEntries(
        due.items.map((item) => {
          const answer = current[item.key] ?? UNANSWERED;
          return [item.key, answer.result === null ? { ...answer, result: 'ok' as const } : answer];
        }),
      ),
    );

  return (
    <form className="stack pre-trip-form" noValidate onSubmit={submit}>
      <p>{t('pre-trip:driver.intro')}</p>
      {showProblems && problems.some(({ problem }) => problem !== null) && (
        <StatusBanner tone="danger" announce="urgent">
          {t('pre-trip:driver.fixProblems')}
        </StatusBanner>
      )}
      {unansweredLeft && (
        <Button variant="quiet" onClick={markRestOk}>
          {t('pre-trip:driver.markRestOk')}
        </Button>
      )}
      {problems.map(({ item, problem }) => (
        <PreTripItemField
          key={item.key}
          item={item}
          answer={answerOf(item)}
          onChange={(answer) => setAnswers((current) => ({ ...current, [item.key]: answer }))}
          problem={showProblems ? problem : null}
          shrink={shrink}
        />
      ))}
      {failure && (
        <StatusBanner tone="danger" announce="urgent">
          {t('common.notStored')}
        </StatusBanner>
      )}
      <p className="muted" id="pre-trip-skip-hint">
        {t('pre-trip:driver.skipHint')}
      </p>
      <Button block disabled={busy} aria-describedby="pre-trip-skip-hint" onClick={() => void save('skipped')}>
        {t('pre-trip:driver.skip')}
      </Button>
      <div className="action-bar">
        <Button type="submit" variant="primary" size="large" block disabled={busy}>
          {t('pre-trip:driver.save')}
        </Button>
      </div>
    </form>
  );
}
