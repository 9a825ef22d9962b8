import { useTranslation } from 'react-i18next';
import { DEVIATION_TYPES, STOP_EVENT_LIMITS, type DeviationType, type GoodsLine } from '@rahti/domain';
import type { PreTripPhoto } from '../data/driver-data.types';
import { Button } from '../ui/button';
import { FieldFrame, SelectField } from '../ui/field';
import type { DeviationDraft } from './stop-form';
import { StopPhotos } from './stop-photos';

interface DeviationFieldsProps {
  number: number;
  deviation: DeviationDraft;
  goods: readonly GoodsLine[];
  onChange(deviation: DeviationDraft): void;
  onRemove(): void;
  /** Shows that the note is missing. */
  noteMissing: boolean;
  shrink(file: Blob): Promise<PreTripPhoto>;
}

/** One deviation: what kind, which goods, what is wrong, and photos of it. */
export function DeviationFields({
  number,
  deviation,
  goods,
  onChange,
  onRemove,
  noteMissing,
  shrink,
}: DeviationFieldsProps) {
  const { t } = useTranslation();
  const name = t('driver-transport:deviation.name', { number });
  return (
    <fieldset className="deviation stack">
      <legend>{name}</legend>
      <SelectField
        label={t('driver-transport:deviation.type')}
        value={deviation.type}
        onChange={(event) => onChange({ ...deviation, type: event.currentTarget.value as DeviationType })}
      >
        {DEVIATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`driver-transport:deviationTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      {goods.length > 1 && (
        <SelectField
          label={t('driver-transport:deviation.goods')}
          value={deviation.goodsLineId}
          onChange={(event) => onChange({ ...deviation, goodsLineId: event.currentTarget.value })}
        >
          <option value="">{t('driver-transport:deviation.allGoods')}</option>
          {goods.map((line) => (
            <option key={line.id} value={line.id}>
              {line.description}
            </option>
          ))}
        </SelectField>
      )}
      <FieldFrame
        label={t('driver-transport:deviation.note')}
        error={noteMissing ? t('driver-transport:deviation.noteRequired') : undefined}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            data-deviation-note={number}
            className="field__input stop-note"
            rows={3}
            maxLength={STOP_EVENT_LIMITS.noteMax}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={deviation.note}
            onChange={(event) => onChange({ ...deviation, note: event.currentTarget.value })}
          />
        )}
      </FieldFrame>
      <StopPhotos
        owner={name}
        photos={deviation.photos}
        onChange={(photos) => onChange({ ...deviation, photos })}
        shrink={shrink}
      />
      <Button variant="quiet" onClick={onRemove}>
        {t('driver-transport:deviation.remove', { deviation: name })}
      </Button>
    </fieldset>
  );
}
