/** The long side of a photo as it is sent: enough to read a signed delivery note. */
export const PHOTO_MAX_EDGE = 1600;

/**
 * A camera photo (3-8 MB) made small before it is sent over prepaid mobile data: at most 1600 px on
 * its long side, as a JPEG of about 150-400 KB. Where the browser cannot decode it here (an old
 * browser, a format it does not draw), the file goes as it is and the server, which decodes and
 * re-encodes every photo anyway, makes it small.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, PHOTO_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.75));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}
