import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';

/**
 * The live camera with a face guide: an oval the face should fill, the rest dimmed, and the
 * hint under it. The preview is mirrored, as people expect of a front camera.
 */
export function FaceGuide({ video }: { video: Ref<HTMLVideoElement> }) {
  const { t } = useLingui();
  return (
    <figure className="mx-auto max-w-sm">
      <div className="relative aspect-[3/4] overflow-hidden rounded-card bg-ink">
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          aria-label={t`Camera preview`}
          className="size-full -scale-x-100 object-cover"
        />
        {/* The oval: a ring, and a shadow large enough to dim everything around it. */}
        <div
          aria-hidden="true"
          data-testid="face-guide"
          className="pointer-events-none absolute top-[12%] left-1/2 h-[66%] w-[64%] -translate-x-1/2 rounded-[50%] border-4 border-white/90 shadow-[0_0_0_999px_rgba(15,23,42,0.55)]"
        />
      </div>
      <figcaption className="mt-2 text-center text-sm text-muted">
        <Trans>Fill the oval with your face, in good light, with no hat or sunglasses.</Trans>
      </figcaption>
    </figure>
  );
}
