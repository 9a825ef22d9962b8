import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRE_TRIP_LIMITS } from '@rahti/domain';
import type { PreTripPhoto } from '../data/driver-data.types';
import { Button } from '../ui/button';
import { PhotoThumbnail } from './photo-thumbnail';

interface PhotoPickerProps {
  /** Names the photos in words ("Brakes"), for the buttons that remove them. */
  itemLabel: string;
  photos: PreTripPhoto[];
  onChange(photos: PreTripPhoto[]): void;
  shrink(file: Blob): Promise<PreTripPhoto>;
}

/**
 * A defect's photos: taken with the back camera (or chosen), shrunk on the phone at once, at most
 * three. The file input is the control itself, under a label that looks like a button, so it
 * keeps its keyboard and screen-reader behaviour.
 */
export function PhotoPicker({ itemLabel, photos, onChange, shrink }: PhotoPickerProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const add = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailed(false);
    try {
      onChange([...photos, await shrink(file)]);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="photo-picker">
      {photos.length > 0 && (
        <ul className="photo-picker__list">
          {photos.map((photo, index) => {
            const name = t('pre-trip:driver.photoName', { item: itemLabel, number: index + 1 });
            return (
              <li key={index} className="photo-picker__photo">
                <PhotoThumbnail photo={photo} alt={name} />
                <Button variant="quiet" onClick={() => onChange(photos.filter((_, kept) => kept !== index))}>
                  {t('pre-trip:driver.removePhoto', { photo: name })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {photos.length < PRE_TRIP_LIMITS.photosMax ? (
        <label className="button button--secondary photo-picker__add">
          {t('pre-trip:driver.addPhoto')}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden"
            disabled={busy}
            onChange={(event) => {
              const input = event.currentTarget;
              void add(input.files?.[0]).finally(() => (input.value = ''));
            }}
          />
        </label>
      ) : (
        <p className="muted">{t('pre-trip:driver.photosMax', { count: PRE_TRIP_LIMITS.photosMax })}</p>
      )}
      {busy && <p role="status">{t('pre-trip:driver.photoShrinking')}</p>}
      {failed && (
        <p role="alert" className="field__error">
          {t('pre-trip:driver.photoFailed')}
        </p>
      )}
    </div>
  );
}
