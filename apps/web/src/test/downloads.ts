import { vi } from 'vitest';

/** Files the page hands to the browser, by name, with their contents (restore with vi.restoreAllMocks()). */
export function captureDownloads() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return () => names.map((name, index) => ({ name, blob: blobs[index] as Blob }));
}

/** A file's text with its byte order mark (Blob.text() would drop it). */
export const textOf = async (blob: Blob | undefined) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (blob as Blob).arrayBuffer());
