import { DEFAULT_QR_CUSTOMIZATION, type QrLayout, REVIEW_PRESETS } from '#shared/lib/qr-template.ts';
import type { QrCustomization, SaveQrCustomization } from '#shared/schemas/qr.ts';

type PresetKey = (typeof REVIEW_PRESETS)[number]['key'];
export type TextChoice = 'default' | PresetKey | 'custom';

/** The editor's local, unsaved state. */
export type Draft = {
  layout: QrLayout;
  displayName: string;
  textChoice: TextChoice;
  customText: string;
  image: string | null;
};

export function draftFrom(c: QrCustomization): Draft {
  const text = c.customReviewText?.trim() ?? '';
  const preset = REVIEW_PRESETS.find((p) => p.text === text);
  return {
    layout: c.qrLayoutTemplate,
    displayName: c.businessDisplayName ?? '',
    textChoice: !text ? 'default' : preset ? preset.key : 'custom',
    customText: preset ? '' : text,
    image: c.customImage,
  };
}

/** The specification's reset: quickBlack, no name, no text, no image. */
export const defaultDraft = (): Draft => draftFrom(DEFAULT_QR_CUSTOMIZATION);

export function reviewTextOf(d: Draft): string | null {
  if (d.textChoice === 'default') return null;
  if (d.textChoice === 'custom') return d.customText.trim() || null;
  return REVIEW_PRESETS.find((p) => p.key === d.textChoice)?.text ?? null;
}

export function toSave(d: Draft): Required<Omit<SaveQrCustomization, 'businessId'>> {
  return {
    qrLayoutTemplate: d.layout,
    businessDisplayName: d.displayName.trim() || null,
    customReviewText: reviewTextOf(d),
    customImage: d.image,
  };
}

export const sameDraft = (a: Draft, b: Draft) => JSON.stringify(toSave(a)) === JSON.stringify(toSave(b));
