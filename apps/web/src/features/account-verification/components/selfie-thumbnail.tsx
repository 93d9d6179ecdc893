import { useCallback } from 'react';

/** One photo of the selfie under review, mirrored like the preview it was taken from. */
export function SelfieThumbnail({ blob, label }: { blob: Blob; label: string }) {
  // The object URL lives exactly as long as the image shows this photo: made when React
  // attaches the element (or the photo changes), revoked when it detaches.
  const show = useCallback(
    (image: HTMLImageElement) => {
      if (typeof URL.createObjectURL !== 'function') return undefined;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    <figure className="text-center">
      <div className="aspect-[3/4] overflow-hidden rounded-field bg-canvas">
        <img ref={show} alt={label} className="size-full -scale-x-100 object-cover" />
      </div>
      <figcaption className="mt-1 text-xs text-muted">{label}</figcaption>
    </figure>
  );
}
