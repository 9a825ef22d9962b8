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
 * its bytes as they came, so a byte-order mark or a spreadsheet survives. `pendingPath` is the
 * download under way; a failure (an ApiRequestError) goes to `onError`. Not a mutation, since a
 * download must not mark every query stale.
 */
export function useFileDownload(onError: (error: unknown) => void) {
  const api = useApi();
  const [pendingPath, setPendingPath] = useState<string>();

  const download = async (path: string, fileName: string) => {
    setPendingPath(path);
    try {
      saveBlob(fileName, await api.download(path));
    } catch (error) {
      onError(error);
    } finally {
      setPendingPath(undefined);
    }
  };

  return { download, pendingPath };
}
