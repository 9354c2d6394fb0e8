/**
 * The largest picture the server decodes (a document's scan, a delivery or dispute photo): a file
 * of a few KB can declare 65,535 × 65,535 pixels (a "pixel bomb", 17 GB once decoded), so the size
 * it declares is read and checked before a pixel is decoded. 40 MP and 10,000 px a side are above
 * any phone camera's default and any A4 scan at 600 dpi (4,961 × 7,016).
 */
export const PICTURE_MAX_SIDE = 10_000;
export const PICTURE_MAX_PIXELS = 40_000_000;
export const PICTURE_TOO_LARGE =
  'The picture is too large: at most 10,000 pixels on a side and 40 megapixels. Take it again at a lower resolution.';
