import { Image, Modal, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../../lib/api-context';

/**
 * A stored file's bytes, fetched with the token (an <img> cannot send it). Kept for the page's
 * life: a file's bytes never change under its id.
 */
function useStoredFile(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['stored-file', id],
    queryFn: () => api.download(`/files/${encodeURIComponent(id)}`),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
}

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

interface StoredFileImageProps {
  fileId: string;
  /** What the image shows, in words: its alternative text and the large view's title. */
  name: string;
  width: number;
  height: number;
  /** How the small image fills its box: whole ("contain", a signature) or cropped ("cover"). */
  fit: 'contain' | 'cover';
  /** A colour behind the small image, for a transparent one (a drawn signature). */
  bg?: string;
  /** The accessible name of the small image's button, which opens it large. */
  openLabel: string;
  /** Said in place of the image when it cannot be loaded. */
  failedText: string;
}

/**
 * An image from GET /api/files/{id} (a defect's photo, a proof's signature), small; a click opens
 * it large. One component for every stored image, so they load, cache and open alike.
 */
export function StoredFileImage({ fileId, name, width, height, fit, bg, openLabel, failedText }: StoredFileImageProps) {
  const file = useStoredFile(fileId);
  const url = useObjectUrl(file.data);
  const [isOpen, setOpen] = useState(false);
  if (file.isError) return <Text size="sm">{failedText}</Text>;
  if (!url) return <Skeleton width={width} height={height} aria-label={name} />;
  return (
    <>
      <UnstyledButton onClick={() => setOpen(true)} aria-label={openLabel}>
        <Image src={url} alt={name} w={width} h={height} fit={fit} radius="sm" bg={bg} />
      </UnstyledButton>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={name} size="xl" centered>
        <Image src={url} alt={name} fit="contain" mah="75vh" />
      </Modal>
    </>
  );
}
