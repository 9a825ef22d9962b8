import { useTranslation } from 'react-i18next';
import { PRE_TRIP_LIMITS } from '@rahti/domain';
import { PhotoPicker, type PhotoPickerProps } from '../photos/photo-picker';

interface DefectPhotosProps extends Omit<PhotoPickerProps, 'max' | 'texts'> {
  /** Names the photos in words ("Brakes"), for the buttons that remove them. */
  itemLabel: string;
}

/** A defect's photos, at most three, in the pre-trip check's words. */
export function DefectPhotos({ itemLabel, ...picker }: DefectPhotosProps) {
  const { t } = useTranslation();
  return (
    <PhotoPicker
      {...picker}
      max={PRE_TRIP_LIMITS.photosMax}
      texts={{
        name: (number) => t('pre-trip:driver.photoName', { item: itemLabel, number }),
        remove: (photo) => t('pre-trip:driver.removePhoto', { photo }),
        add: t('pre-trip:driver.addPhoto'),
        full: t('pre-trip:driver.photosMax', { count: PRE_TRIP_LIMITS.photosMax }),
        shrinking: t('pre-trip:driver.photoShrinking'),
        failed: t('pre-trip:driver.photoFailed'),
      }}
    />
  );
}
