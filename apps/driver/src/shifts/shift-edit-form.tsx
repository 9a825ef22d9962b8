import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import type { ShiftView } from '../data/driver-data.types';
import { useDriverSettings } from '../lib/use-driver-settings';
import { Button } from '../ui/button';
import { FormActions } from '../ui/form-actions';
import { NumberField } from '../ui/field';
import { StatusBanner } from '../ui/status-banner';
import { RoutePicker } from '../vehicle/route-picker';
import { VehiclePicker } from '../vehicle/vehicle-picker';
import { BonusFields } from './bonus-fields';
import { EventEditor } from './event-editor';
import {
  formValuesOf,
  readShiftForm,
  type EventValues,
  type FormProblems,
  type ShiftFormValues,
} from './shift-form-values';

interface ShiftEditFormProps {
  shift: ShiftView;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The driver's change of a completed shift, checked with the shared shift rules before it is
 * stored; the office sees it flagged as the driver's edit. Bonuses and allowance only when the
 * group lets the driver choose them; vehicles only when it lets them choose vehicles.
 */
export function ShiftEditForm({ shift, onSaved, onCancel }: ShiftEditFormProps) {
  const { t } = useTranslation();
  const { context, routes, editShift } = useDriverData();
  const { permissions, timeZone } = useDriverSettings();
  const [values, setValues] = useState<ShiftFormValues>(() => formValuesOf(shift.content, timeZone));
  const [problems, setProblems] = useState<FormProblems>(new Map());
  const [saveFailed, setSaveFailed] = useState(false);
  const problem = (path: string) =>
    problems
      .get(path)
      ?.map((key) => t(key))
      .join(' ');
  const set = (change: Partial<ShiftFormValues>) => setValues((previous) => ({ ...previous, ...change }));
  const setEvent = (index: number, event: EventValues) =>
    set({ events: values.events.map((existing, i) => (i === index ? event : existing)) });
  const questionFor = (workType: string) =>
    context?.group?.customQuestions.find((question) => String(question.workType) === workType)?.text;

  const addEvent = () => {
    const last = values.events.at(-1);
    const at = last?.end || last?.start || '';
    set({
      events: [
        ...values.events,
        { workType: last?.workType ?? '1', start: at, end: at, answer: '', cutBefore: false, cutAfter: false },
      ],
    });
  };

  const save = async () => {
    setSaveFailed(false);
    const result = readShiftForm(values, shift.content, timeZone);
    if (!result.ok) {
      setProblems(result.problems);
      return;
    }
    setProblems(new Map());
    try {
      await editShift(shift.clientKey, result.content);
      onSaved();
    } catch {
      setSaveFailed(true);
    }
  };

  const shiftProblems = problems.get('');
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {problems.size > 0 && (
        <StatusBanner tone="danger" announce="urgent">
          {t('review.checkFields')}
          {shiftProblems?.map((key) => (
            <span key={key}>
              <br />
              {t(key)}
            </span>
          ))}
        </StatusBanner>
      )}
      <section className="stack" aria-labelledby="edit-events-title">
        <h2 id="edit-events-title">{t('review.events')}</h2>
        {values.events.map((event, index) => (
          <EventEditor
            key={index}
            index={index}
            value={event}
            onChange={(next) => setEvent(index, next)}
            onRemove={
              values.events.length > 1 ? () => set({ events: values.events.filter((_, i) => i !== index) }) : undefined
            }
            question={questionFor(event.workType)}
            problems={(field) => problem(`events.${index}.${field}`)}
          />
        ))}
        <Button onClick={addEvent}>{t('review.addEvent')}</Button>
      </section>
      {permissions.chooseVehicles && (
        <VehiclePicker selected={values.vehicleIds} onChange={(vehicleIds) => set({ vehicleIds })} />
      )}
      <RoutePicker
        routes={routes}
        value={values.routeId === '' ? null : values.routeId}
        onChange={(routeId) => set({ routeId: routeId ?? '' })}
      />
      <NumberField
        label={t('km.start')}
        suffix="km"
        value={values.startKm}
        error={problem('startKm')}
        onChange={(event) => set({ startKm: event.currentTarget.value })}
      />
      <NumberField
        label={t('km.end')}
        suffix="km"
        value={values.endKm}
        error={problem('endKm')}
        onChange={(event) => set({ endKm: event.currentTarget.value })}
      />
      <NumberField
        label={t('km.consumption')}
        suffix="l"
        value={values.consumptionLitres}
        error={problem('consumptionLitres')}
        onChange={(event) => set({ consumptionLitres: event.currentTarget.value })}
      />
      {permissions.chooseBonusesAndAllowance && <BonusFields values={values} onChange={set} problem={problem} />}
      <FormActions
        submitLabel={t('review.save')}
        cancelLabel={t('common.cancel')}
        onCancel={onCancel}
        failure={saveFailed ? t('common.notStored') : null}
      />
    </form>
  );
}
