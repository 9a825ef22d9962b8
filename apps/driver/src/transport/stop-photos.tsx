import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STOP_EVENT_LIMITS } from '@rahti/domain';
import type { PreTripPhoto } from '../data/driver-data.types';
import { PhotoThumbnail } from '../pre-trip/photo-thumbnail';
import { Button } from '../ui/button';

interface StopPhotosProps {
  /** Names the photos in words ("Delivery", "Deviation 1"), for the buttons that remove them. */
  owner: string;
  photos: PreTripPhoto[];
  onChange(photos: PreTripPhoto[]): void;
  shrink(file: Blob): Promise<PreTripPhoto>;
}

/**
 * Photos of the delivered goods or of a deviation: taken with the back camera (or chosen), shrunk
 * on the phone at once. The file input is the control itself, under a label that looks like a
 * button, so it keeps its keyboard and screen-reader behaviour.
 */
export function StopPhotos({ owner, photos, onChange, shrink }: StopPhotosProps) {
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
    <div className="stop-photos">
      {photos.length > 0 && (
        <ul className="stop-photos__list">
          {photos.map((photo, index) => {
            const name = t('driver-transport:photos.name', { owner, number: index + 1 });
            return (
              <li key={index} className="stop-photos__photo">
                <PhotoThumbnail photo={photo} alt={name} />
                <Button variant="quiet" onClick={() => onChange(photos.filter((_, kept) => kept !== index))}>
                  {t('driver-transport:photos.remove', { photo: name })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {photos.length < STOP_EVENT_LIMITS.photosMax ? (
        <label className="button button--secondary stop-photos__add">
          {t('driver-transport:photos.add', { owner })}
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
        <p className="muted">{t('driver-transport:photos.max', { count: STOP_EVENT_LIMITS.photosMax })}</p>
      )}
      {busy && <p role="status">{t('driver-transport:photos.shrinking')}</p>}
      {failed && (
        <p role="alert" className="field__error">
          {t('driver-transport:photos.failed')}
        </p>
      )}
    </div>
  );
}
