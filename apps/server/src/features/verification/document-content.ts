import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KIND_REFUSED,
  DOCUMENT_PDF_UNREADABLE,
  DOCUMENT_PICTURE_UNREADABLE,
  type DocumentContentType,
  PICTURE_TOO_LARGE,
} from '@njira/domain';
import { fileTypeFromBuffer } from 'file-type';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { badRequest } from '../../lib/http-errors.ts';
import { decodePicture, PictureRefused } from '../../lib/picture.ts';

/**
 * What an uploaded document is (ADR 031), judged from its content (its name and declared type are
 * ignored): its first bytes say PDF, JPEG or PNG (file-type), and then it must open as one. A PDF
 * must open in PDF.js with a first page, so a PDF header followed by a page of HTML or a program is
 * refused; a picture must decode in full within the pixel limits. Anything else is a 400 that says
 * what to upload.
 */
export async function judgeDocument(bytes: Buffer): Promise<DocumentContentType> {
  const sniffed = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  const contentType = DOCUMENT_CONTENT_TYPES.find((t) => t === sniffed?.mime);
  if (!contentType) throw badRequest(DOCUMENT_KIND_REFUSED);
  if (contentType === 'application/pdf') {
    if (!(await opensAsPdf(bytes))) throw badRequest(DOCUMENT_PDF_UNREADABLE);
    return contentType;
  }
  try {
    await decodePicture(bytes, contentType === 'image/png' ? ['png'] : ['jpeg']);
  } catch (err) {
    if (err instanceof PictureRefused && err.reason === 'too-large') throw badRequest(PICTURE_TOO_LARGE);
    throw badRequest(DOCUMENT_PICTURE_UNREADABLE);
  }
  return contentType;
}

/**
 * Whether PDF.js opens the bytes as a PDF of at least one page and reads that page. Parsing only:
 * no script (PDF.js runs none), nothing drawn; an encrypted PDF (which the admin
 * could not open either) is not readable.
 */
async function opensAsPdf(bytes: Buffer): Promise<boolean> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    stopAtErrors: true,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    if (pdf.numPages < 1) return false;
    await pdf.getPage(1);
    return true;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
}
