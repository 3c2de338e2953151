import { CUSTOM_IMAGE_MAX_BYTES, CUSTOM_IMAGE_TYPES, type CustomImageType } from '#shared/lib/qr-template.ts';
import { i18nNow, loadMessages } from '#web/i18n/locale-store.ts';

await loadMessages('qr');

// The specification: images fit within 300×300, keep their aspect ratio, JPEG at quality 0.8.
const IMAGE_MAX_SIDE = 300;
const JPEG_QUALITY = 0.8;

/** A problem with the user's image, worded for them in their language. */
export class ImageError extends Error {}

// The server's schema words the same problems in English (IMAGE_*_MESSAGE in #shared/lib/qr-template.ts).
const problem = (
  key:
    | 'qr.image.wrongType'
    | 'qr.image.tooLarge'
    | 'qr.image.readFailed'
    | 'qr.image.invalid'
    | 'qr.image.cannotProcess',
) => new ImageError(i18nNow().t(key));

export function fitWithin(width: number, height: number, max = IMAGE_MAX_SIDE) {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const isAllowedType = (type: string): type is CustomImageType =>
  (CUSTOM_IMAGE_TYPES as readonly string[]).includes(type);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(problem('qr.image.readFailed'));
    reader.onerror = () => reject(problem('qr.image.readFailed'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(problem('qr.image.invalid'));
    img.src = src;
  });
}

/** Draws a picture or a video frame, scaled to fit 300×300, and encodes it. */
export function drawScaled(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  type: CustomImageType,
): string {
  if (!sourceWidth || !sourceHeight) throw problem('qr.image.invalid');
  const { width, height } = fitWithin(sourceWidth, sourceHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw problem('qr.image.cannotProcess');
  if (type === 'image/jpeg') {
    // JPEG has no transparency: without a fill, transparent pixels turn black.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
  }
  ctx.drawImage(source, 0, 0, width, height);
  const url = canvas.toDataURL(type, type === 'image/png' ? undefined : JPEG_QUALITY);
  if (!url.startsWith('data:image/')) throw problem('qr.image.cannotProcess');
  return url;
}

/** Checks an uploaded file, then answers it resized as a data URL of the same type. */
export async function prepareImageFile(file: File): Promise<string> {
  if (!isAllowedType(file.type)) throw problem('qr.image.wrongType');
  if (file.size > CUSTOM_IMAGE_MAX_BYTES) throw problem('qr.image.tooLarge');
  const img = await loadImage(await readAsDataUrl(file));
  return drawScaled(img, img.naturalWidth, img.naturalHeight, file.type);
}
