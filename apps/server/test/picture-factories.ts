import { deflateSync } from 'node:zlib';
import PDFKit from 'pdfkit';
import sharp from 'sharp';

/** The CRC-32 a PNG chunk ends with (over its type and data). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed PNG header declaring `width` × `height` grey pixels, with a few KB of image data:
 * a "pixel bomb" (65,535 × 65,535 is 4.3 billion pixels, 17 GB decoded) when the size is large.
 */
export function declaredPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real picture of noise (so it does not compress to nothing), as a PNG or a JPEG. */
export function noisePicture(format: 'png' | 'jpeg', width = 320, height = 240): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A real PDF of one page with a line of text, as the server's own receipts are made (PDFKit). */
export function realPdf(text = 'Certificate of insurance'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

/** The start of a Linux executable (ELF, 64-bit). */
export const ELF_BYTES = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(56),
  Buffer.from('\x00'.repeat(200)),
]);
