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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
              <Button variant="outline" onClick={actions.retake}>
                <RefreshCw aria-hidden />
                Retake
              </Button>
              <Button onClick={actions.acceptPhoto}>Use Photo</Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={actions.close}>
                Cancel
              </Button>
              <Button variant="outline" onClick={actions.flip} disabled={camera.state !== 'live'}>
                <SwitchCamera aria-hidden />
                Flip camera
              </Button>
              <Button onClick={actions.capture} disabled={camera.state !== 'live'}>
                <Camera aria-hidden />
                Capture
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
