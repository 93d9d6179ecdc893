import { useEffect, useState } from 'react';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP", to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * The authenticator enrolment: a QR code of the otpauth URL (drawn as SVG in the browser; the
 * QR library loads only on this page), the secret in groups of four, and the link itself.
 */
export function AuthenticatorSetup({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (live) setSvg(markup);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [otpauthUrl]);
  return (
    <div className="space-y-3 rounded-field border border-line bg-canvas p-4">
      <p className="text-sm text-ink">
        Scan this code with your authenticator app (Google Authenticator, 1Password, Authy…), or
        type the key in by hand.
      </p>
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt="QR code to add Homeward back office to your authenticator app"
          className="mx-auto size-44 rounded bg-white p-1"
        />
      ) : null}
      <p className="text-sm">
        <span className="font-medium text-ink">Key: </span>
        <code className="font-mono text-base tracking-wider text-ink">{groupSecret(secret)}</code>
      </p>
      <a
        href={otpauthUrl}
        className="inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-900"
      >
        Open in an authenticator app on this device
      </a>
    </div>
  );
}
