import { useEffect, useState } from 'react';
import type { PreTripPhoto } from '../data/driver-data.types';

/** A photo kept on the phone, shown small; its object URL lives as long as the picture. */
export function PhotoThumbnail({ photo, alt }: { photo: PreTripPhoto; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // Browsers without object URLs (and the tests' DOM) show the words alone.
    if (typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(new Blob([photo.bytes], { type: photo.contentType }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo]);
  return url ? (
    <img className="photo-thumbnail" src={url} alt={alt} />
  ) : (
    <span className="photo-thumbnail photo-thumbnail--empty">{alt}</span>
  );
}
