// The phone screen's choices, limits and texts (docs/product-rules.md §8). No zod here: the owner app
// takes these without downloading zod (docs/decisions/0035-answers-checked-on-the-server.md); the
// schemas in ./qr are built from them.

/** The two layouts a business can choose. Legacy values are normalised by the server when read. */
export const QR_LAYOUTS = ['quickBlack', 'quickWhite'] as const;
export type QrLayout = (typeof QR_LAYOUTS)[number];
const DEFAULT_QR_LAYOUT: QrLayout = 'quickBlack';

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

/** A business's phone screen before its owner saves anything: the contract is QrCustomization (./qr). */
export const DEFAULT_QR_CUSTOMIZATION: {
  qrLayoutTemplate: QrLayout;
  businessDisplayName: string | null;
  customReviewText: string | null;
  customImage: string | null;
  googleTemplate: string | null;
} = {
  qrLayoutTemplate: DEFAULT_QR_LAYOUT,
  businessDisplayName: null,
  customReviewText: null,
  customImage: null,
  googleTemplate: null,
};
