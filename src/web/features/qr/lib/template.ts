import { type QrLayout, REVIEW_PRESETS } from '#shared/lib/qr-template.ts';
import type { QrCustomization } from '#shared/schemas/qr.ts';
import { type I18n, i18nNow, loadMessages } from '#web/i18n/locale-store.ts';

await loadMessages('qr');

// The specification's sizes: 100 preview, 200 overview, 280 mobile and full screen, 320 Google QR pages.
export const QR_SIZE = { preview: 100, overview: 200, display: 280, google: 320 } as const;

/** What a QR template shows, resolved from a customization and the business's own name. */
export type TemplateContent = {
  layout: QrLayout;
  title: string;
  text: string;
  image: string | null;
};

/** Each layout's name, in the owner's language. */
export const LAYOUT_LABEL_KEYS = {
  quickBlack: 'qr.layout.quickBlack',
  quickWhite: 'qr.layout.quickWhite',
} as const satisfies Record<QrLayout, string>;

type PresetKey = (typeof REVIEW_PRESETS)[number]['key'];

/** The product's own review texts, in the owner's language; the saved value stays the English preset. */
export const DEFAULT_TEXT_KEY = 'qr.text.default';
export const PRESET_TEXT_KEYS = {
  preset1: 'qr.text.preset1',
  preset2: 'qr.text.preset2',
  preset3: 'qr.text.preset3',
  preset4: 'qr.text.preset4',
  preset5: 'qr.text.preset5',
} as const satisfies Record<PresetKey, string>;

/** A saved review text as shown: a preset in the reader's language, the owner's own words as typed. */
function shownReviewText(text: string | null | undefined, t: I18n['t'] = i18nNow().t): string {
  const own = text?.trim();
  if (!own) return t(DEFAULT_TEXT_KEY);
  const preset = REVIEW_PRESETS.find((p) => p.text === own);
  return preset ? t(PRESET_TEXT_KEYS[preset.key]) : own;
}

export function templateContent(
  customization: Pick<
    QrCustomization,
    'qrLayoutTemplate' | 'businessDisplayName' | 'customReviewText' | 'customImage'
  >,
  businessName: string,
  t: I18n['t'] = i18nNow().t,
): TemplateContent {
  return {
    layout: customization.qrLayoutTemplate,
    title: customization.businessDisplayName?.trim() || businessName,
    text: shownReviewText(customization.customReviewText, t),
    image: customization.customImage,
  };
}

export const isDarkLayout = (layout: QrLayout) => layout === 'quickBlack';

/** The public rating link a QR template encodes: {publicUrl}/rate/{id}. */
export function ratingLink(publicUrl: string, businessId: string) {
  return `${publicUrl.replace(/\/+$/, '')}/rate/${encodeURIComponent(businessId)}`;
}
