import { vi } from 'vitest';

export interface CapturedDownload {
  fileName: string;
  bytes: Uint8Array;
  /** The bytes as UTF-8, byte-order mark kept. */
  text: string;
}

/**
 * Catches the files the page hands to the browser (lib/file-download's saveBlob) instead of
 * saving them. Restore with vi.restoreAllMocks().
 */
export function captureDownloads() {
  const files: { fileName: string; blob: Blob }[] = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:test-download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) files.push({ fileName: this.download, blob });
  });
  return {
    count: () => files.length,
    /** The latest file; fails when none was handed over. */
    async last(): Promise<CapturedDownload> {
      const file = files.at(-1);
      if (!file) throw new Error('nothing was downloaded');
      const bytes = new Uint8Array(await file.blob.arrayBuffer());
      return { fileName: file.fileName, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
    },
  };
}
