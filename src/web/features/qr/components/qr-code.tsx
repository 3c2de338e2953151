import { QRCodeSVG } from 'qrcode.react';
import type { Ref } from 'react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('qr');

/**
 * The one QR code of the product. Always dark modules on white with the 4-module quiet zone the
 * QR specification requires, whatever the theme or template: inverted codes fail on many scanners.
 * Level M survives a scratched or glare-washed screen.
 */
export function QrCode({
  value,
  size,
  label,
  className,
  ref,
}: {
  value: string;
  size: number;
  label?: string;
  className?: string;
  ref?: Ref<SVGSVGElement>;
}) {
  const { t } = useI18n();
  return (
    <QRCodeSVG
      ref={ref}
      value={value}
      size={size}
      level="M"
      marginSize={4}
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={label ?? t('qr.code.label')}
      className={cn('block shrink-0', className)}
      data-qr-value={value}
    />
  );
}
