import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ABSENCE_KINDS,
  ABSENCE_LIMITS,
  defaultAbsenceKind,
  deviceAbsenceSchema,
  localDateOf,
  workTypeKey,
} from '@rahti/domain';
import { useDriverData } from '../data/driver-data-context';
import { useDriverSettings } from '../lib/use-driver-settings';
import { FormActions } from '../ui/form-actions';
import { RadioField } from '../ui/choice-field';
import { NumberField, SelectField, TextField } from '../ui/field';
import { allowedAbsenceTypes } from './absence-types';
import { DateField } from '../ui/date-time-fields';

/**
 * An absence or contract work: its type (the kind follows the type unless the driver changes
 * it), its days, and whole days or some hours on each. Checked with the shared absence schema.
 */
export function AbsenceForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { createAbsence } = useDriverData();
  const { permissions, timeZone } = useDriverSettings();
  const types = allowedAbsenceTypes(permissions);
  const today = localDateOf(Date.now(), timeZone);
  const [workType, setWorkType] = useState(types[0] ?? 12);
  const [kind, setKind] = useState(defaultAbsenceKind(workType));
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(today);
  const [wholeDays, setWholeDays] = useState(true);
  const [hours, setHours] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const [saveFailed, setSaveFailed] = useState(false);
  const problem = (field: string) => (problems.has(field) ? t(problems.get(field)!) : undefined);

  const save = async () => {
    setSaveFailed(false);
    // The schema wants the client key the data layer gives; a placeholder lets the rest be checked here.
    const parsed = deviceAbsenceSchema.safeParse({
      clientKey: 'new',
      workType,
      kind,
      startDate,
      endDate,
      hours: wholeDays ? null : hours,
      note,
    });
    if (!parsed.success) {
      setProblems(new Map(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])));
      return;
    }
    setProblems(new Map());
    const { clientKey: _placeholder, ...absence } = parsed.data;
    try {
      await createAbsence(absence);
      onSaved();
    } catch {
      setSaveFailed(true);
    }
  };

  return (
    <form
      className="card stack"
      noValidate
      aria-labelledby="absence-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="absence-form-title">{t('absences.new')}</h2>
      <SelectField
        label={t('absences.type')}
        value={workType}
        error={problem('workType')}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          setWorkType(next);
          setKind(defaultAbsenceKind(next));
        }}
      >
        {types.map((type) => (
          <option key={type} value={type}>
            {t(workTypeKey(type))}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('absences.kind')}
        value={kind}
        error={problem('kind')}
        onChange={(event) => setKind(event.currentTarget.value as typeof kind)}
      >
        {ABSENCE_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`absenceKinds.${value}`)}
          </option>
        ))}
      </SelectField>
      <DateField
        label={t('absences.firstDay')}
        value={startDate}
        error={problem('startDate')}
        onChange={setStartDate}
      />
      <DateField label={t('absences.lastDay')} value={endDate} error={problem('endDate')} onChange={setEndDate} />
      <fieldset className="choice-group">
        <legend>{t('absences.length')}</legend>
        <RadioField
          name="absence-length"
          checked={wholeDays}
          onChange={() => setWholeDays(true)}
          label={t('absences.wholeDays')}
        />
        <RadioField
          name="absence-length"
          checked={!wholeDays}
          onChange={() => setWholeDays(false)}
          label={t('absences.someHours')}
        />
      </fieldset>
      {!wholeDays && (
        <NumberField
          label={t('absences.hoursPerDay')}
          suffix="h"
          value={hours}
          error={problem('hours')}
          onChange={(event) => setHours(event.currentTarget.value)}
        />
      )}
      <TextField
        label={t('absences.note')}
        value={note}
        maxLength={ABSENCE_LIMITS.noteMax}
        error={problem('note')}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <FormActions
        submitLabel={t('absences.save')}
        cancelLabel={t('common.cancel')}
        onCancel={onCancel}
        failure={saveFailed ? t('common.notStored') : null}
      />
    </form>
  );
}
