import { DEFAULT_REVIEW_TEXT, type QrLayout } from '#shared/constants/qr-template.ts';
import type { QrCustomization } from '#shared/schemas/qr.ts';

// The specification's sizes: 100 preview, 200 overview, 280 mobile and full screen, 320 Google QR pages.
export const QR_SIZE = { preview: 100, overview: 200, display: 280, google: 320 } as const;

/** What a QR template shows, resolved from a customization and the business's own name. */
export type TemplateContent = {
  layout: QrLayout;
  title: string;
  text: string;
  image: string | null;
};

export function templateContent(
  customization: Pick<
    QrCustomization,
    'qrLayoutTemplate' | 'businessDisplayName' | 'customReviewText' | 'customImage'
  >,
  businessName: string,
): TemplateContent {
  return {
    layout: customization.qrLayoutTemplate,
    title: customization.businessDisplayName?.trim() || businessName,
    text: customization.customReviewText?.trim() || DEFAULT_REVIEW_TEXT,
    image: customization.customImage,
  };
}

export const isDarkLayout = (layout: QrLayout) => layout === 'quickBlack';

/** The public rating link a QR template encodes: {publicUrl}/rate/{id}. */
export function ratingLink(publicUrl: string, businessId: string) {
  return `${publicUrl.replace(/\/+$/, '')}/rate/${encodeURIComponent(businessId)}`;
}
