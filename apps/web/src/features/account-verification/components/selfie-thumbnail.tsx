import { useEffect, useState } from 'react';

/** One photo of the selfie under review, mirrored like the preview it was taken from. */
export function SelfieThumbnail({ blob, label }: { blob: Blob; label: string }) {
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
