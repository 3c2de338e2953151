import type { Ref } from 'react';
import { isDarkLayout, type TemplateContent } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';
import { QrCode } from './qr-code';

await loadMessages('qr');

/**
 * A QR template: the optional image, the name and the message above the code. The image never
 * overlaps the code, and on the dark layout the code sits on its own white card.
 */
export function QrTemplate({
  content,
  value,
  size,
  framed = true,
  className,
  qrRef,
}: {
  content: TemplateContent;
  value: string;
  size: number;
  /** A card with its own background; off for full-screen pages whose background is the template's. */
  framed?: boolean;
  className?: string;
  qrRef?: Ref<SVGSVGElement>;
}) {
  const { t } = useI18n();
  const dark = isDarkLayout(content.layout);
  const scale = size / 200;
  const pad = Math.round(16 * Math.max(scale, 0.6));
  const titleSize = Math.max(12, Math.round(20 * scale));
  const textSize = Math.max(10, Math.round(14 * scale));

  return (
    <div
      data-template={content.layout}
      className={cn(
        'flex max-w-full flex-col items-center text-center',
        dark ? 'text-white' : 'text-neutral-900',
        framed && 'rounded-2xl shadow-sm',
        framed && (dark ? 'bg-black' : 'border border-neutral-200 bg-white'),
        className,
      )}
      style={{
        width: framed ? size + pad * 2 + 8 : undefined,
        padding: framed ? pad : undefined,
        gap: pad * 0.75,
      }}
    >
      {content.image ? (
        <img
          src={content.image}
          alt=""
          className="rounded-lg object-contain"
          style={{ maxWidth: size, maxHeight: Math.round(size * 0.5) }}
        />
      ) : null}
      <div className="flex w-full flex-col gap-1">
        <p className="font-bold leading-tight break-words" style={{ fontSize: titleSize }}>
          {content.title}
        </p>
        <p
          className={cn('leading-snug break-words', dark ? 'text-neutral-300' : 'text-neutral-600')}
          style={{ fontSize: textSize }}
        >
          {content.text}
        </p>
      </div>
      <div className={cn('overflow-hidden rounded-xl bg-white', dark ? 'p-1' : 'p-0')}>
        <QrCode
          ref={qrRef}
          value={value}
          size={size}
          label={t('qr.code.templateLabel', { name: content.title })}
        />
      </div>
    </div>
  );
}
