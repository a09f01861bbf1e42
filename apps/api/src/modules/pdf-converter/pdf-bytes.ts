import { manifestMessages, maxManifestBytes } from '@portside/contracts/manifests';
import { Refused, TooLarge } from '../../errors';

/**
 * The file is judged by its bytes, whatever its name or content type: a PDF header within the first kilobyte (where
 * readers look for it) and, since spec 5 says "less than 5MB", fewer than 5 MB. Shared by the upload and the submit,
 * so a file read at upload is never refused at submit.
 */
export function pdfRefusal(bytes: Uint8Array): string | null {
  if (bytes.length >= maxManifestBytes) return manifestMessages.tooLarge;
  if (!Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).includes('%PDF-')) {
    return manifestMessages.onlyPdf;
  }
  return null;
}

export function checkPdf(bytes: Uint8Array) {
  const refusal = pdfRefusal(bytes);
  if (refusal) throw refusal === manifestMessages.tooLarge ? new TooLarge(refusal) : new Refused(refusal);
}
