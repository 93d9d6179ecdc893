import { t } from '@lingui/core/macro';

/** Whether this browser can open a camera at all. */
export function canOpenCamera(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** Whether the device has a camera; true when it cannot tell (labels hidden, old browsers). */
export async function hasVideoInput(): Promise<boolean> {
  if (!canOpenCamera()) return false;
  if (typeof navigator.mediaDevices.enumerateDevices !== 'function') return true;
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.some((device) => device.kind === 'videoinput');
  } catch {
    return true;
  }
}

/** Why the selfie cannot be taken here, in words for the customer. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return t`Your browser is not letting us use the camera. The selfie must be taken live, so allow the camera for this site and try again, or continue on your phone.`;
  }
  if (name === 'NotReadableError') {
    return t`Another app is using your camera. Close it and try again, or continue on your phone.`;
  }
  return noCameraMessage();
}

export function noCameraMessage(): string {
  return t`We could not find a camera here. The selfie must be taken live, so continue on your phone: it takes a minute.`;
}

/** One still of the video as a JPEG. */
export function grabFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No canvas'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('No image'))),
      'image/jpeg',
      0.9,
    ),
  );
}
