import { useTranslation } from 'react-i18next';
import { StoredFileImage } from '../../components/ui/stored-file-image';

/** A defect's photo as a thumbnail, cropped to fill it; a click opens it large. `name` says what it shows. */
export function DefectPhoto({ fileId, name }: { fileId: string; name: string }) {
  const { t } = useTranslation();
  return (
    <StoredFileImage
      fileId={fileId}
      name={name}
      width={64}
      height={64}
      fit="cover"
      openLabel={t('web-pre-trip:defects.openPhoto', { photo: name })}
      failedText={t('web-pre-trip:defects.photoFailed')}
    />
  );
}
