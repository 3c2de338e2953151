import { Camera } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { CameraError, cameraSupported, useCamera } from '#web/features/qr/hooks/use-camera.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('qr');

// The dialog (focus trap, scroll lock) loads on the first "Take Photo", not with the Customize screen.
const CameraDialog = lazy(() => import('./camera-dialog').then((m) => ({ default: m.CameraDialog })));

function report(err: unknown, fallbackTitle: string) {
  const title = err instanceof CameraError ? err.title : fallbackTitle;
  const description = err instanceof Error ? err.message : undefined;
  toast({ title, description, variant: 'destructive' });
}

/** Takes a photo with the device camera (front or back) for the template image. */
export function CameraCapture({
  onCapture,
  disabled,
}: {
  onCapture: (dataUrl: string) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const camera = useCamera();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so it can animate closed.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  async function begin() {
    if (!cameraSupported()) {
      toast({
        title: t('qr.camera.unsupported'),
        description: t('qr.camera.useUpload'),
        variant: 'destructive',
      });
      return;
    }
    setOpen(true);
    try {
      await camera.start('user');
    } catch (err) {
      setOpen(false);
      report(err, t('qr.camera.unsupported'));
    }
  }

  function close() {
    camera.cancel();
    setOpen(false);
  }

  async function flip() {
    try {
      await camera.flip();
    } catch (err) {
      setOpen(false);
      report(err, t('qr.camera.switchFailed'));
    }
  }

  function capture() {
    try {
      camera.capture();
      toast({ title: t('qr.camera.captured'), variant: 'success' });
    } catch (err) {
      report(err, t('qr.camera.captureFailed'));
    }
  }

  async function retake() {
    try {
      await camera.start(camera.facing);
    } catch (err) {
      setOpen(false);
      report(err, t('qr.camera.unsupported'));
    }
  }

  function acceptPhoto() {
    if (camera.photo) onCapture(camera.photo);
    setOpen(false);
  }

  return (
    <>
      <Button variant="outline" onClick={() => void begin()} disabled={disabled}>
        <Camera aria-hidden />
        {t('qr.camera.take')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CameraDialog
            open={open}
            onOpenChange={(next) => (next ? setOpen(true) : close())}
            camera={camera}
            actions={{ retake: () => void retake(), close, flip: () => void flip(), capture, acceptPhoto }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
