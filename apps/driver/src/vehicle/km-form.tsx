import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import type { ShiftView } from '../data/driver-data.types';
import { numberText, readOptionalNumber } from '../lib/optional-number';
import { Button } from '../ui/button';
import { NumberField } from '../ui/field';
import { StatusBanner } from '../ui/status-banner';

/** Start and end km of the running shift, saved together. */
export function KmForm({ shift }: { shift: ShiftView }) {
  const { t } = useTranslation();
  const { updateCurrentShift } = useDriverData();
  const [startKm, setStartKm] = useState(numberText(shift.content.startKm));
  const [endKm, setEndKm] = useState(numberText(shift.content.endKm));
  const [errors, setErrors] = useState<{ startKm?: string; endKm?: string }>({});
  const [saved, setSaved] = useState<'yes' | 'failed' | null>(null);

  const save = async () => {
    setSaved(null);
    const start = readOptionalNumber(startKm);
    const end = readOptionalNumber(endKm);
    const found = {
      startKm: start.ok ? undefined : t(start.message),
      endKm: !end.ok
        ? t(end.message)
        : start.ok && end.value !== null && start.value !== null && end.value < start.value
          ? t('shifts:endKmBeforeStartKm')
          : undefined,
    };
    setErrors(found);
    if (!start.ok || !end.ok || found.endKm) return;
    try {
      await updateCurrentShift({ startKm: start.value, endKm: end.value });
      setSaved('yes');
    } catch {
      setSaved('failed');
    }
  };

  return (
    <form
      className="card stack"
      noValidate
      aria-labelledby="km-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="km-title">{t('km.title')}</h2>
      <NumberField
        label={t('km.start')}
        suffix="km"
        value={startKm}
        error={errors.startKm}
        onChange={(event) => setStartKm(event.currentTarget.value)}
      />
      <NumberField
        label={t('km.end')}
        suffix="km"
        value={endKm}
        error={errors.endKm}
        onChange={(event) => setEndKm(event.currentTarget.value)}
      />
      {saved === 'yes' && <StatusBanner tone="success">{t('km.saved')}</StatusBanner>}
      {saved === 'failed' && (
        <StatusBanner tone="danger" announce="urgent">
          {t('common.notStored')}
        </StatusBanner>
      )}
      <Button type="submit" variant="primary" block>
        {t('km.save')}
      </Button>
    </form>
  );
}
