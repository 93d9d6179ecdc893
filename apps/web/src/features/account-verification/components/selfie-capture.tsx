import { Camera, CameraOff, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { ApiError, NetworkError } from '@/lib/api-client';
import { getLivenessToken, uploadDocument, type CustomerDocument } from '../api/documents';
import { pageLabel, UploadForm, type UploadTarget } from './upload-form';
import { UploadProgress } from './upload-progress';

interface SelfieCaptureProps extends UploadTarget {
  onUploaded: (document: CustomerDocument) => void;
}

type Step = 'intro' | 'starting' | 'camera' | 'review' | 'fallback';

function hasCamera(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** One still of the video as a JPEG. */
function grabFrame(video: HTMLVideoElement): Promise<Blob> {
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

function Thumbnail({ blob, label }: { blob: Blob; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return (
    <figure className="text-center">
      <div className="aspect-[3/4] overflow-hidden rounded-field bg-canvas">
        {url ? <img src={url} alt={label} className="size-full -scale-x-100 object-cover" /> : null}
      </div>
      <figcaption className="mt-1 text-xs text-muted">{label}</figcaption>
    </figure>
  );
}

/**
 * The built-in liveness check: a few still photos from the front camera, each with its
 * instruction ("Look straight"…), reviewed, then sent as the pages of the selfie. Without a
 * camera (none, refused, or an old browser) it falls back to file inputs that open the
 * front camera on phones.
 */
export function SelfieCapture({ category, type, token, onUploaded }: SelfieCaptureProps) {
  const [step, setStep] = useState<Step>(() => (hasCamera() ? 'intro' : 'fallback'));
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const [frames, setFrames] = useState(Math.max(1, type.min_pages));
  const [liveness, setLiveness] = useState<string | undefined>();
  const [shots, setShots] = useState<Blob[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  // The signed-in page asks the provider for a session; the phone page has its hand-off token.
  const fetchLiveness = async () => {
    if (token) return token;
    const session = await getLivenessToken(type.api ?? 'builtin');
    setFrames(Math.max(1, session.frames));
    setLiveness(session.token);
    return session.token;
  };

  const start = async () => {
    setError(null);
    setStep('starting');
    try {
      const [media] = await Promise.all([
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
          audio: false,
        }),
        liveness || token ? Promise.resolve() : fetchLiveness(),
      ]);
      stream.current = media;
      setShots([]);
      setStep('camera');
    } catch (problem) {
      stop();
      if (problem instanceof ApiError || problem instanceof NetworkError) {
        setError(problem.message);
        setStep('intro');
        return;
      }
      setCameraProblem(
        'We could not use your camera. Take the photos with your camera app or choose them instead.',
      );
      setStep('fallback');
    }
  };

  useEffect(() => {
    if (step === 'camera' && video.current && stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => undefined);
    }
  }, [step]);

  const take = async () => {
    if (!video.current) return;
    const shot = await grabFrame(video.current);
    const next = [...shots, shot];
    setShots(next);
    if (next.length >= frames) {
      stop();
      setStep('review');
    }
  };

  const send = async () => {
    setError(null);
    setProgress(0);
    try {
      const document = await uploadDocument({
        categoryId: category.id,
        typeId: type.id,
        pages: shots,
        token: token ?? liveness,
        publicUpload: Boolean(token),
        onProgress: setProgress,
      });
      onUploaded(document);
    } catch (problem) {
      setProgress(null);
      const messages = problem instanceof ApiError ? Object.values(problem.fieldErrors).flat() : [];
      setError(messages[0] ?? (problem instanceof Error ? problem.message : 'Upload failed.'));
    }
  };

  if (step === 'fallback') {
    return (
      <div className="space-y-4">
        <Alert tone="info">
          {cameraProblem ??
            'Your browser cannot open the camera here. Take the photos with your camera app or choose them instead.'}
        </Alert>
        <UploadForm
          category={category}
          type={type}
          token={token}
          capture="user"
          resolveToken={token ? undefined : fetchLiveness}
          onUploaded={onUploaded}
        />
      </div>
    );
  }

  const instruction = pageLabel(type, shots.length);
  return (
    <div className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {step === 'intro' || step === 'starting' ? (
        <div className="rounded-field border border-line p-5 text-center">
          <Camera aria-hidden="true" className="mx-auto size-10 text-brand-700" />
          <p className="mt-2 font-semibold text-ink">Take {frames} quick photos of your face</p>
          <p className="mt-1 text-sm text-muted">
            Find good light, take off sunglasses and hats, and follow the instruction for each
            photo.
          </p>
          <Button className="mt-4" loading={step === 'starting'} onClick={() => void start()}>
            Start camera
          </Button>
        </div>
      ) : null}
      {step === 'camera' ? (
        <div className="space-y-3">
          <p className="text-center text-lg font-semibold text-ink" aria-live="polite">
            Photo {shots.length + 1} of {frames}: {instruction}
          </p>
          <div className="mx-auto aspect-[3/4] max-w-sm overflow-hidden rounded-card bg-ink">
            <video
              ref={video}
              autoPlay
              playsInline
              muted
              aria-label="Camera preview"
              className="size-full -scale-x-100 object-cover"
            />
          </div>
          <div className="flex justify-center gap-3">
            <Button onClick={() => void take()}>
              <Camera aria-hidden="true" className="size-5" />
              Take photo
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                stop();
                setStep('fallback');
              }}
            >
              <CameraOff aria-hidden="true" className="size-5" />
              Use files instead
            </Button>
          </div>
        </div>
      ) : null}
      {step === 'review' ? (
        <div className="space-y-4">
          <p className="font-semibold text-ink">Check your photos</p>
          <div className="grid grid-cols-3 gap-3">
            {shots.map((shot, index) => (
              <Thumbnail key={index} blob={shot} label={pageLabel(type, index)} />
            ))}
          </div>
          {progress !== null ? <UploadProgress fraction={progress} /> : null}
          <div className="flex flex-wrap gap-3">
            <Button loading={progress !== null} onClick={() => void send()}>
              {progress !== null ? 'Uploading…' : 'Submit'}
            </Button>
            <Button variant="secondary" disabled={progress !== null} onClick={() => void start()}>
              <RotateCcw aria-hidden="true" className="size-5" />
              Take them again
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
