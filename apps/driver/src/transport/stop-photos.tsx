import { useTranslation } from 'react-i18next';
import { STOP_EVENT_LIMITS } from '@rahti/domain';
import { PhotoPicker, type PhotoPickerProps } from '../photos/photo-picker';

interface StopPhotosProps extends Omit<PhotoPickerProps, 'max' | 'texts'> {
  /** Names the photos in words ("Delivery", "Deviation 1"), for the buttons that remove them. */
  owner: string;
}

/** Photos of the delivered goods or of a deviation, in the transport screen's words. */
export function StopPhotos({ owner, ...picker }: StopPhotosProps) {
  const { t } = useTranslation();
  return (
    <PhotoPicker
      {...picker}
      max={STOP_EVENT_LIMITS.photosMax}
      texts={{
        name: (number) => t('driver-transport:photos.name', { owner, number }),
        remove: (photo) => t('driver-transport:photos.remove', { photo }),
        add: t('driver-transport:photos.add', { owner }),
        full: t('driver-transport:photos.max', { count: STOP_EVENT_LIMITS.photosMax }),
        shrinking: t('driver-transport:photos.shrinking'),
        failed: t('driver-transport:photos.failed'),
      }}
    />
  );
}
