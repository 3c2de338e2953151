import type { CustomImageType } from '#shared/lib/qr-template.ts';
import { parseImageDataUrl } from '#shared/schemas/qr.ts';

const SIGNATURES: Record<CustomImageType, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) =>
    b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) =>
    b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};

const LABELS: Record<CustomImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
};

/**
 * The declared type of a data URL is only a claim; the first bytes say what the file really is.
 * A browser shown a mislabelled file may sniff it into something else, so a mismatch is refused.
 * Answers the problem as a sentence, or null when the image is what it says.
 */
export function imageProblem(dataUrl: string): string | null {
  const parsed = parseImageDataUrl(dataUrl);
  if (!parsed) return 'Only JPEG, PNG, WEBP files are allowed';
  // Only the header is needed: 16 base64 characters decode to the first 12 bytes.
  const head = Buffer.from(parsed.base64.slice(0, 16), 'base64');
  if (!SIGNATURES[parsed.type](head)) {
    return `Invalid image file: its contents are not a ${LABELS[parsed.type]} image.`;
  }
  return null;
}
