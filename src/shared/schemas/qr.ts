import { z } from 'zod';
import {
  CUSTOM_IMAGE_MAX_BYTES,
  type CustomImageType,
  DEFAULT_QR_CUSTOMIZATION,
  DISPLAY_NAME_MAX,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_WRONG_TYPE_MESSAGE,
  QR_LAYOUTS,
  REVIEW_TEXT_MAX,
} from '#shared/lib/qr-template.ts';

const qrLayoutSchema = z.enum(QR_LAYOUTS, { error: 'Choose the Quick Black or Quick White layout' });

const DATA_URL = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

/** Splits a custom-image data URL into its declared type and base64 payload, or null if it is not one. */
export function parseImageDataUrl(value: string): { type: CustomImageType; base64: string } | null {
  const match = DATA_URL.exec(value);
  if (!match?.[1] || match[2] === undefined) return null;
  return { type: match[1] as CustomImageType, base64: match[2] };
}

/** Bytes a base64 payload decodes to, without decoding it. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

// Trimmed; an empty value means "none" and is stored as null.
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: 'Expected text or null' })
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const customImageSchema = z.string({ error: IMAGE_WRONG_TYPE_MESSAGE }).superRefine((value, ctx) => {
  const parsed = parseImageDataUrl(value);
  if (!parsed) ctx.addIssue({ code: 'custom', message: IMAGE_WRONG_TYPE_MESSAGE });
  else if (decodedLength(parsed.base64) > CUSTOM_IMAGE_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: IMAGE_TOO_LARGE_MESSAGE });
  } else if (parsed.base64.length === 0) ctx.addIssue({ code: 'custom', message: 'Invalid image file' });
});

/**
 * A save. An omitted field keeps what is stored; null clears it. So the small /qr-customization
 * page can change the layout and name without touching the editor's text and image.
 */
export const saveQrCustomizationSchema = z.object({
  qrLayoutTemplate: qrLayoutSchema,
  businessDisplayName: optionalText(
    DISPLAY_NAME_MAX,
    `The display name can be at most ${DISPLAY_NAME_MAX} characters`,
  ),
  customReviewText: optionalText(
    REVIEW_TEXT_MAX,
    `The review text can be at most ${REVIEW_TEXT_MAX} characters`,
  ),
  customImage: customImageSchema.nullable().optional(),
  businessId: z.string().optional(),
});
export type SaveQrCustomization = z.input<typeof saveQrCustomizationSchema>;

export const qrCustomizationSchema = z.object({
  qrLayoutTemplate: qrLayoutSchema,
  businessDisplayName: z.string().nullable(),
  customReviewText: z.string().nullable(),
  customImage: z.string().nullable(),
  /** The legacy field as stored, for old clients; `qrLayoutTemplate` already accounts for it. */
  googleTemplate: z.string().nullable(),
});
export type QrCustomization = z.infer<typeof qrCustomizationSchema>;

// The default the owner app shows before anything is saved fits this contract.
DEFAULT_QR_CUSTOMIZATION satisfies QrCustomization;
