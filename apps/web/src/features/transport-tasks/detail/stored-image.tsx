import { useTranslation } from 'react-i18next';
import { StoredFileImage } from '../../../components/ui/stored-file-image';

interface StoredImageProps {
  fileId: string;
  /** What the image shows, in words: its alternative text and the large view's title. */
  name: string;
  width: number;
  height: number;
}

/** A stop's photo or signature, shown whole on a light background: a drawn signature is a transparent PNG. */
export function StoredImage(image: StoredImageProps) {
  const { t } = useTranslation();
  return (
    <StoredFileImage
      {...image}
      fit="contain"
      bg="gray.0"
      openLabel={t('web-transport:proof.openImage', { image: image.name })}
      failedText={t('web-transport:proof.imageFailed', { image: image.name })}
    />
  );
}
