import { Image, Modal, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredFile } from '../transport-tasks-api';

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

interface StoredImageProps {
  fileId: string;
  /** What the image shows, in words: its alternative text and the large view's title. */
  name: string;
  width: number;
  height: number;
}

/** A photo or a signature from GET /api/files/{id}, small; a click opens it large. */
export function StoredImage({ fileId, name, width, height }: StoredImageProps) {
  const { t } = useTranslation();
  const file = useStoredFile(fileId);
  const url = useObjectUrl(file.data);
  const [isOpen, setOpen] = useState(false);
  if (file.isError) return <Text size="sm">{t('web-transport:proof.imageFailed', { image: name })}</Text>;
  if (!url) return <Skeleton width={width} height={height} aria-label={name} />;
  return (
    <>
      <UnstyledButton onClick={() => setOpen(true)} aria-label={t('web-transport:proof.openImage', { image: name })}>
        <Image src={url} alt={name} w={width} h={height} fit="contain" radius="sm" bg="gray.0" />
      </UnstyledButton>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={name} size="xl" centered>
        <Image src={url} alt={name} fit="contain" mah="75vh" />
      </Modal>
    </>
  );
}
