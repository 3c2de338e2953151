import { Camera, RefreshCw, SwitchCamera } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { CameraError, cameraSupported, useCamera } from '#web/features/qr/hooks/use-camera.ts';
import { toast } from '#web/lib/toast-store.ts';

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
  const camera = useCamera();
  const [open, setOpen] = useState(false);

  async function begin() {
    if (!cameraSupported()) {
      toast({
        title: 'Camera not supported',
        description: 'Please use file upload instead.',
        variant: 'destructive',
      });
      return;
    }
    setOpen(true);
    try {
      await camera.start('user');
    } catch (err) {
      setOpen(false);
      report(err, 'Camera not supported');
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
      report(err, 'Camera switch failed');
    }
  }

  function capture() {
    try {
      camera.capture();
      toast({ title: 'Photo captured successfully', variant: 'success' });
    } catch (err) {
      report(err, 'Capture failed');
    }
  }

  async function retake() {
    try {
      await camera.start(camera.facing);
    } catch (err) {
      setOpen(false);
      report(err, 'Camera not supported');
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
        Take Photo
      </Button>
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <DialogContent closeLabel="Close camera">
          <DialogHeader>
            <DialogTitle>Take a photo</DialogTitle>
            <DialogDescription>
              {camera.state === 'captured'
                ? 'Use this photo on your QR template, or take another.'
                : 'Frame your logo, storefront or team, then capture.'}
            </DialogDescription>
          </DialogHeader>
          <div className="relative overflow-hidden rounded-lg bg-black">
            {camera.state === 'captured' && camera.photo ? (
              <img
                src={camera.photo}
                alt="What the camera captured"
                className="mx-auto max-h-[50dvh] object-contain"
              />
            ) : (
              <video
                ref={camera.setVideo}
                aria-label={`Camera preview (${camera.facing === 'user' ? 'front' : 'back'} camera)`}
                className="aspect-[4/3] w-full object-cover"
                style={camera.facing === 'user' ? { transform: 'scaleX(-1)' } : undefined}
                autoPlay
                playsInline
                muted
              />
            )}
            {camera.state === 'idle' || camera.state === 'cancelled' ? (
              <p className="absolute inset-0 flex items-center justify-center text-sm text-white">
                Starting camera…
              </p>
            ) : null}
          </div>
          <DialogFooter>
            {camera.state === 'captured' ? (
              <>
                <Button variant="outline" onClick={() => void retake()}>
                  <RefreshCw aria-hidden />
                  Retake
                </Button>
                <Button onClick={acceptPhoto}>Use Photo</Button>
              </>
            ) : (
              <>
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button variant="outline" onClick={() => void flip()} disabled={camera.state !== 'live'}>
                  <SwitchCamera aria-hidden />
                  Flip camera
                </Button>
                <Button onClick={capture} disabled={camera.state !== 'live'}>
                  <Camera aria-hidden />
                  Capture
                </Button>
              </>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
