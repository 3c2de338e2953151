import { z } from 'zod';

/** The two layouts a business can choose. Legacy values are normalised by the server when read. */
export const QR_LAYOUTS = ['quickBlack', 'quickWhite'] as const;
const qrLayoutSchema = z.enum(QR_LAYOUTS, { error: 'Choose the Quick Black or Quick White layout' });
export type QrLayout = z.infer<typeof qrLayoutSchema>;
const DEFAULT_QR_LAYOUT: QrLayout = 'quickBlack';

export const QR_LAYOUT_LABELS: Record<QrLayout, string> = {
  quickBlack: 'Quick Black',
  quickWhite: 'Quick White',
};

// docs/product-rules.md §8: display name ≤ 80, review text ≤ 200, image ≤ 2 MB decoded.
export const DISPLAY_NAME_MAX = 80;
export const REVIEW_TEXT_MAX = 200;
export const CUSTOM_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CUSTOM_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type CustomImageType = (typeof CUSTOM_IMAGE_TYPES)[number];

export const IMAGE_TOO_LARGE_MESSAGE = 'Image must be smaller than 2MB';
export const IMAGE_WRONG_TYPE_MESSAGE = 'Only JPEG, PNG, WEBP files are allowed';

export const REVIEW_PRESETS = [
  { key: 'preset1', text: 'Tell others about your experience!' },
  { key: 'preset2', text: 'Share your feedback with future customers!' },
  { key: 'preset3', text: 'Help others discover us - leave a review!' },
  { key: 'preset4', text: 'Your opinion matters - please review us!' },
  { key: 'preset5', text: 'Rate your experience on Google!' },
] as const;
export const DEFAULT_REVIEW_TEXT = 'Scan the QR Code below to leave us a review!';

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

export const DEFAULT_QR_CUSTOMIZATION: QrCustomization = {
  qrLayoutTemplate: DEFAULT_QR_LAYOUT,
  businessDisplayName: null,
  customReviewText: null,
  customImage: null,
  googleTemplate: null,
};
