import { Image, Modal, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredFile } from './pre-trip-api';

/** An object URL for the blob while the component shows it; revoked after. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/** A defect's photo as a thumbnail; a click opens it large. `name` says what it shows. */
export function DefectPhoto({ fileId, name }: { fileId: string; name: string }) {
  const { t } = useTranslation();
  const file = useStoredFile(fileId);
  const url = useObjectUrl(file.data);
  const [isOpen, setOpen] = useState(false);
  if (file.isError) return <Text size="sm">{t('web-pre-trip:defects.photoFailed')}</Text>;
  if (!url) return <Skeleton width={64} height={64} aria-label={name} />;
  return (
    <>
      <UnstyledButton onClick={() => setOpen(true)} aria-label={t('web-pre-trip:defects.openPhoto', { photo: name })}>
        <Image src={url} alt={name} w={64} h={64} fit="cover" radius="sm" />
      </UnstyledButton>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={name} size="xl" centered>
        <Image src={url} alt={name} fit="contain" mah="75vh" />
      </Modal>
    </>
  );
}
