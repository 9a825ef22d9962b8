import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import type { ShiftView } from '../data/driver-data.types';
import { numberText, readOptionalNumber } from '../lib/optional-number';
import { useFormatNumber } from '../lib/use-format-number';
import { FormDialog } from '../ui/form-dialog';
import { NumberField } from '../ui/field';
import { StatusBanner } from '../ui/status-banner';

/** Ends the running shift after the driver confirms its end km and fuel used. */
export function EndShiftDialog({
  shift,
  onClose,
  onEnded,
}: {
  shift: ShiftView;
  onClose: () => void;
  onEnded: () => void;
}) {
  const { t } = useTranslation();
  const { endShift } = useDriverData();
  const formatNumber = useFormatNumber();
  const [endKm, setEndKm] = useState(numberText(shift.content.endKm));
  const [consumption, setConsumption] = useState(numberText(shift.content.consumptionLitres));
  const [errors, setErrors] = useState<{ endKm?: string; consumption?: string; save?: string }>({});

  const submit = async () => {
    const km = readOptionalNumber(endKm);
    const litres = readOptionalNumber(consumption);
    const startKm = shift.content.startKm;
    const found = {
      endKm: !km.ok
        ? t(km.message)
        : km.value !== null && startKm !== null && km.value < startKm
          ? t('shifts:endKmBeforeStartKm')
          : undefined,
      consumption: litres.ok ? undefined : t(litres.message),
    };
    setErrors(found);
    if (!km.ok || !litres.ok || found.endKm) return;
    try {
      await endShift({ endKm: km.value, consumptionLitres: litres.value });
      onEnded();
    } catch {
      setErrors({ save: t('common.notStored') });
    }
  };

  return (
    <FormDialog
      title={t('endShift.title')}
      submitLabel={t('endShift.confirm')}
      cancelLabel={t('common.cancel')}
      submitVariant="danger"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {shift.content.startKm !== null && <p>{t('endShift.startKmWas', { km: formatNumber(shift.content.startKm) })}</p>}
      <NumberField
        label={t('km.end')}
        suffix="km"
        value={endKm}
        error={errors.endKm}
        onChange={(event) => setEndKm(event.currentTarget.value)}
      />
      <NumberField
        label={t('km.consumption')}
        suffix="l"
        value={consumption}
        error={errors.consumption}
        onChange={(event) => setConsumption(event.currentTarget.value)}
      />
      {errors.save && (
        <StatusBanner tone="danger" announce="urgent">
          {errors.save}
        </StatusBanner>
      )}
    </FormDialog>
  );
}
