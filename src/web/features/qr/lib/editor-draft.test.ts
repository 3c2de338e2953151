import { describe, expect, it } from 'vitest';
import { DEFAULT_QR_CUSTOMIZATION, DEFAULT_REVIEW_TEXT } from '#shared/lib/qr-template.ts';
import { defaultDraft, draftFrom, sameDraft, toSave } from './editor-draft';
import { fitWithin } from './resize-image';
import { ratingLink, templateContent } from './template';

describe('the editor draft', () => {
  it('recognises a saved preset, a custom text and the default', () => {
    const base = { ...DEFAULT_QR_CUSTOMIZATION };
    expect(draftFrom({ ...base, customReviewText: 'Rate your experience on Google!' }).textChoice).toBe(
      'preset5',
    );
    expect(draftFrom({ ...base, customReviewText: 'Thanks for coming!' })).toMatchObject({
      textChoice: 'custom',
      customText: 'Thanks for coming!',
    });
    expect(draftFrom(base).textChoice).toBe('default');
  });

  it('saves a trimmed name, empty as null, and the text of the chosen option', () => {
    const draft = { ...defaultDraft(), displayName: '  Corner Café ', textChoice: 'preset1' as const };
    expect(toSave(draft)).toEqual({
      qrLayoutTemplate: 'quickBlack',
      businessDisplayName: 'Corner Café',
      customReviewText: 'Tell others about your experience!',
      customImage: null,
    });
    expect(toSave({ ...draft, displayName: '   ', textChoice: 'custom', customText: '  ' })).toMatchObject({
      businessDisplayName: null,
      customReviewText: null,
    });
  });

  it('treats whitespace-only edits as no change, and a real edit as one', () => {
    const saved = draftFrom({ ...DEFAULT_QR_CUSTOMIZATION, businessDisplayName: 'Shop' });
    expect(sameDraft(saved, { ...saved, displayName: ' Shop ' })).toBe(true);
    expect(sameDraft(saved, { ...saved, layout: 'quickWhite' })).toBe(false);
  });

  it('resets to quickBlack with no name, text or image', () => {
    expect(toSave(defaultDraft())).toEqual({
      qrLayoutTemplate: 'quickBlack',
      businessDisplayName: null,
      customReviewText: null,
      customImage: null,
    });
  });
});

describe('template helpers', () => {
  it('fits images within 300×300, keeping the aspect ratio and never enlarging', () => {
    expect(fitWithin(600, 400)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(400, 1200)).toEqual({ width: 100, height: 300 });
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
  });

  it('falls back to the business name and the default text', () => {
    expect(templateContent({ ...DEFAULT_QR_CUSTOMIZATION, businessDisplayName: '  ' }, 'Biz')).toEqual({
      layout: 'quickBlack',
      title: 'Biz',
      text: DEFAULT_REVIEW_TEXT,
      image: null,
    });
  });

  it('builds the public rating link without a doubled slash', () => {
    expect(ratingLink('https://example.com/', 'abc_123')).toBe('https://example.com/rate/abc_123');
  });
});
