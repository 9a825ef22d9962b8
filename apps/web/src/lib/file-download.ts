import { useState } from 'react';
import { useApi } from './api-context';

/** Hands bytes to the browser as a download named `fileName`. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * A file the server makes (CSV export, import template), fetched with the token and saved with
 * its bytes as they came, so a byte-order mark or a spreadsheet survives. Several downloads may
 * run at once: `isPending(path)` tells whether one of `path` is under way, `pendingPath` names
 * the latest still under way. A failure (an ApiRequestError) goes to `onError`. Not a mutation,
 * since a download must not mark every query stale.
 */
export function useFileDownload(onError: (error: unknown) => void) {
  const api = useApi();
  // Paths in the order their downloads started; a path asked twice is listed twice.
  const [pending, setPending] = useState<readonly string[]>([]);

  const download = async (path: string, fileName: string) => {
    setPending((current) => [...current, path]);
    try {
      saveBlob(fileName, await api.download(path));
    } catch (error) {
      onError(error);
    } finally {
      setPending((current) => {
        const index = current.indexOf(path);
        return index === -1 ? current : [...current.slice(0, index), ...current.slice(index + 1)];
      });
    }
  };

  return { download, isPending: (path: string) => pending.includes(path), pendingPath: pending.at(-1) };
}
