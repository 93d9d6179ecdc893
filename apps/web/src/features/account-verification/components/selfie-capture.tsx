import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, RotateCcw, Smartphone } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { ApiError, NetworkError } from '@/lib/api-client';
import { getLivenessToken, uploadDocument, type CustomerDocument } from '../api/documents';
import {
  cameraProblem,
  canOpenCamera,
  grabFrame,
  hasVideoInput,
  noCameraMessage,
} from '../lib/camera';
import { FaceGuide } from './face-guide';
import { SelfieThumbnail } from './selfie-thumbnail';
import { pageLabel, type UploadTarget } from './upload-form';
import { UploadProgress } from './upload-progress';

interface SelfieCaptureProps extends UploadTarget {
  onUploaded: (document: CustomerDocument) => void;
  /** The phone hand-off, offered when this device cannot take the selfie live. */
  handOff?: ReactNode;
}

type Step = 'intro' | 'starting' | 'camera' | 'review' | 'no_camera';

/**
 * The built-in liveness check: a few still photos from the live camera, each with its
 * instruction ("Look straight"…) and a face guide, reviewed, then sent as the pages of the
 * selfie with the liveness token. There is no file upload: a device that cannot open a camera
 * (none, or permission refused) is offered the phone hand-off instead.
 */
export function SelfieCapture({ category, type, token, onUploaded, handOff }: SelfieCaptureProps) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>(() => (canOpenCamera() ? 'intro' : 'no_camera'));
  const [problem, setProblem] = useState(() => noCameraMessage());
  const [frames, setFrames] = useState(Math.max(1, type.min_pages));
  const [liveness, setLiveness] = useState<string | undefined>();
  const [shots, setShots] = useState<Blob[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [taking, setTaking] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  // A computer without any camera goes straight to the hand-off, before "Start camera".
  useEffect(() => {
    let live = true;
    if (step === 'intro') {
      void hasVideoInput().then((found) => {
        if (live && !found) setStep('no_camera');
      });
    }
    return () => {
      live = false;
    };
    // Only on arrival: later steps decide for themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
    } catch (failure) {
      stop();
      if (failure instanceof ApiError || failure instanceof NetworkError) {
        setError(failure.message);
        setStep('intro');
        return;
      }
      setProblem(cameraProblem(failure));
      setStep('no_camera');
    }
  };

  // Each stage replaces the one whose button was pressed: focus goes to the new stage's first
  // words, so a keyboard or screen reader user is not dropped at the top of the page.
  const lead = useRef<HTMLElement | null>(null);
  const shown = useRef(false);
  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      return;
    }
    if (step !== 'starting') lead.current?.focus();
  }, [step]);
  const leadProps = {
    ref: (element: HTMLElement | null) => {
      lead.current = element;
    },
    tabIndex: -1,
  };

  useEffect(() => {
    if (step === 'camera' && video.current && stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => undefined);
    }
  }, [step]);

  // Grabbing a frame takes a moment on a slow phone: a second tap meanwhile would start from the
  // same photos and one would be lost, so the button waits for the photo it took.
  const take = async () => {
    if (!video.current || taking) return;
    setTaking(true);
    try {
      const shot = await grabFrame(video.current);
      const next = [...shots, shot];
      setShots(next);
      if (next.length >= frames) {
        stop();
        setStep('review');
      }
    } finally {
      setTaking(false);
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
    } catch (failure) {
      setProgress(null);
      const messages = failure instanceof ApiError ? Object.values(failure.fieldErrors).flat() : [];
      setError(messages[0] ?? (failure instanceof Error ? failure.message : t`Upload failed.`));
    }
  };

  const photo = shots.length + 1;
  const photoLabel = pageLabel(type, shots.length);

  if (step === 'no_camera') {
    return (
      <div {...leadProps} className="space-y-4 outline-none">
        <Alert tone="info" title={t`Take your selfie with a camera`}>
          <p>
            {handOff
              ? problem
              : // On the phone itself there is nowhere to hand off to: the camera must be allowed.
                t`We could not open your camera. The selfie must be taken live: allow the camera for this page in your browser settings, then try again.`}
          </p>
        </Alert>
        {handOff ?? (
          <Button variant="secondary" onClick={() => void start()}>
            <Trans>Try the camera again</Trans>
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {step === 'intro' || step === 'starting' ? (
        <div className="rounded-field border border-line p-5 text-center">
          <Camera aria-hidden="true" className="mx-auto size-10 text-brand-700" />
          <p {...leadProps} className="mt-2 font-semibold text-ink outline-none">
            {plural(frames, {
              one: `Take ${frames} quick photo of your face`,
              other: `Take ${frames} quick photos of your face`,
            })}
          </p>
          <p className="mt-1 text-sm text-muted">
            <Trans>
              We match them with your photo ID. Find good light, take off sunglasses and hats, and
              follow the instruction for each photo.
            </Trans>
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Button loading={step === 'starting'} onClick={() => void start()}>
              <Trans>Start camera</Trans>
            </Button>
            {handOff ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setProblem(t`Take the selfie with your phone’s camera instead.`);
                  setStep('no_camera');
                }}
              >
                <Smartphone aria-hidden="true" className="size-5" />
                <Trans>Use my phone instead</Trans>
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {step === 'camera' ? (
        <div className="space-y-3">
          <p
            {...leadProps}
            className="text-center text-lg font-semibold text-ink outline-none"
            aria-live="polite"
          >
            <Trans>
              Photo {photo} of {frames}: {photoLabel}
            </Trans>
          </p>
          <FaceGuide video={video} />
          <div className="flex justify-center">
            <Button loading={taking} onClick={() => void take()}>
              <Camera aria-hidden="true" className="size-5" />
              <Trans>Take photo</Trans>
            </Button>
          </div>
        </div>
      ) : null}
      {step === 'review' ? (
        <div className="space-y-4">
          <p {...leadProps} className="font-semibold text-ink outline-none">
            <Trans>Check your photos</Trans>
          </p>
          <p className="text-sm text-muted">
            <Trans>Is your whole face clear and in the light in each one?</Trans>
          </p>
          <div className="grid grid-cols-3 gap-3">
            {shots.map((shot, index) => (
              <SelfieThumbnail key={index} blob={shot} label={pageLabel(type, index)} />
            ))}
          </div>
          {progress !== null ? <UploadProgress fraction={progress} /> : null}
          <div className="flex flex-wrap gap-3">
            <Button loading={progress !== null} onClick={() => void send()}>
              {progress !== null ? t`Uploading…` : t`Submit`}
            </Button>
            <Button variant="secondary" disabled={progress !== null} onClick={() => void start()}>
              <RotateCcw aria-hidden="true" className="size-5" />
              <Trans>Take them again</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
