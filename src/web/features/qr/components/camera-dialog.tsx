import { Camera, RefreshCw, SwitchCamera } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import type { useCamera } from '#web/features/qr/hooks/use-camera.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('qr');

type Actions = {
  retake: () => void;
  close: () => void;
  flip: () => void;
  capture: () => void;
  acceptPhoto: () => void;
};

/** The camera's dialog: preview, capture, retake; CameraCapture owns the camera and the steps. */
export function CameraDialog({
  open,
  onOpenChange,
  camera,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  camera: ReturnType<typeof useCamera>;
  actions: Actions;
}) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('qr.camera.close')}>
        <DialogHeader>
          <DialogTitle>{t('qr.camera.title')}</DialogTitle>
          <DialogDescription>
            {camera.state === 'captured' ? t('qr.camera.capturedHint') : t('qr.camera.liveHint')}
          </DialogDescription>
        </DialogHeader>
        <div className="relative overflow-hidden rounded-lg bg-black">
          {camera.state === 'captured' && camera.photo ? (
            <img
              src={camera.photo}
              alt={t('qr.camera.photoAlt')}
              className="mx-auto max-h-[50dvh] object-contain"
            />
          ) : (
            <video
              ref={camera.setVideo}
              aria-label={camera.facing === 'user' ? t('qr.camera.previewFront') : t('qr.camera.previewBack')}
              className="aspect-[4/3] w-full object-cover"
              style={camera.facing === 'user' ? { transform: 'scaleX(-1)' } : undefined}
              autoPlay
              playsInline
              muted
            />
          )}
          {camera.state === 'idle' || camera.state === 'cancelled' ? (
            <p className="absolute inset-0 flex items-center justify-center text-sm text-white">
              {t('qr.camera.starting')}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          {camera.state === 'captured' ? (
            <>
              <Button variant="outline" onClick={actions.retake}>
                <RefreshCw aria-hidden />
                {t('qr.camera.retake')}
              </Button>
              <Button onClick={actions.acceptPhoto}>{t('qr.camera.usePhoto')}</Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={actions.close}>
                {t('qr.camera.cancel')}
              </Button>
              <Button variant="outline" onClick={actions.flip} disabled={camera.state !== 'live'}>
                <SwitchCamera aria-hidden />
                {t('qr.camera.flip')}
              </Button>
              <Button onClick={actions.capture} disabled={camera.state !== 'live'}>
                <Camera aria-hidden />
                {t('qr.camera.capture')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
