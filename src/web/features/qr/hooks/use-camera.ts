import { useCallback, useEffect, useRef, useState } from 'react';
import { drawScaled, ImageError } from '#web/features/qr/lib/resize-image.ts';
import { i18nNow, loadMessages } from '#web/i18n/locale-store.ts';

await loadMessages('qr');

export type CameraState = 'idle' | 'live' | 'captured' | 'cancelled';
export type Facing = 'user' | 'environment';

/** A camera problem, worded for the user; `title` is the toast title from the specification. */
export class CameraError extends Error {
  constructor(
    public readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

export const cameraSupported = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

function startError(err: unknown): CameraError {
  const { t } = i18nNow();
  const name = err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return new CameraError(t('qr.camera.denied'), t('qr.camera.deniedText'));
  }
  return new CameraError(t('qr.camera.unsupported'), t('qr.camera.noCamera'));
}

/**
 * The camera's life cycle: idle → live → captured, or cancelled. Every path that leaves `live`
 * stops the tracks, so the camera light goes off as soon as the user is done.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('idle');
  const [facing, setFacing] = useState<Facing>('user');
  const [photo, setPhoto] = useState<string | null>(null);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const open = useCallback(
    async (mode: Facing) => {
      if (!cameraSupported()) {
        const { t } = i18nNow();
        throw new CameraError(t('qr.camera.unsupported'), t('qr.camera.noBrowserSupport'));
      }
      stop();
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: mode }, width: { ideal: 1280 }, height: { ideal: 960 } },
        audio: false,
      });
      streamRef.current = stream;
      setFacing(mode);
      setPhoto(null);
      setState('live');
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => {});
      }
    },
    [stop],
  );

  const start = useCallback(
    async (mode: Facing = facing) => {
      try {
        await open(mode);
      } catch (err) {
        stop();
        setState('cancelled');
        throw err instanceof CameraError ? err : startError(err);
      }
    },
    [facing, open, stop],
  );

  const flip = useCallback(async () => {
    try {
      await open(facing === 'user' ? 'environment' : 'user');
    } catch {
      stop();
      setState('cancelled');
      const { t } = i18nNow();
      throw new CameraError(t('qr.camera.switchFailed'), t('qr.camera.switchFailedText'));
    }
  }, [facing, open, stop]);

  const capture = useCallback(() => {
    const video = videoRef.current;
    try {
      if (!video || state !== 'live') throw new ImageError('The camera is not ready yet.');
      const url = drawScaled(video, video.videoWidth, video.videoHeight, 'image/jpeg');
      setPhoto(url);
      setState('captured');
      stop();
      return url;
    } catch {
      const { t } = i18nNow();
      throw new CameraError(t('qr.camera.captureFailed'), t('qr.camera.captureFailedText'));
    }
  }, [state, stop]);

  const cancel = useCallback(() => {
    stop();
    setState('cancelled');
  }, [stop]);

  // A stream attached before the <video> mounted is attached once it does.
  const setVideo = useCallback((el: HTMLVideoElement | null) => {
    videoRef.current = el;
    if (el && streamRef.current && el.srcObject !== streamRef.current) {
      el.srcObject = streamRef.current;
      void el.play().catch(() => {});
    }
  }, []);

  useEffect(() => stop, [stop]);

  return { state, facing, photo, start, flip, capture, cancel, setVideo };
}
