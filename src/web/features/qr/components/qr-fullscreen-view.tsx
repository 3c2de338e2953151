import { useEscape } from '#web/features/qr/hooks/use-escape.ts';
import { useWakeLock } from '#web/features/qr/hooks/use-wake-lock.ts';
import { isDarkLayout, QR_SIZE, type TemplateContent } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';
import { FullscreenBackButton } from './fullscreen-back-button';
import { QrTemplate } from './qr-template';

await loadMessages('qr');

/** The template filling the screen, for a customer to scan from the owner's phone. */
export function QrFullscreenView({
  content,
  value,
  onBack,
}: {
  content: TemplateContent;
  value: string;
  onBack: () => void;
}) {
  const { t } = useI18n();
  const dark = isDarkLayout(content.layout);
  useWakeLock();
  useEscape(onBack);

  return (
    <main
      data-layout={content.layout}
      className={cn(
        'relative flex min-h-dvh flex-col items-center justify-center px-4 py-16',
        dark ? 'bg-black text-white' : 'bg-white text-neutral-900',
      )}
    >
      <h1 className="sr-only">{t('qr.fullscreen.heading', { name: content.title })}</h1>
      <FullscreenBackButton dark={dark} onBack={onBack} />
      <QrTemplate
        content={content}
        value={value}
        size={QR_SIZE.display}
        framed={false}
        className="max-w-sm"
      />
      <p className={cn('mt-8 hidden text-xs sm:block', dark ? 'text-neutral-400' : 'text-neutral-500')}>
        {t('qr.fullscreen.escHint')}
      </p>
    </main>
  );
}
