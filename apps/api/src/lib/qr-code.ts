import type QRCode from 'qrcode';
import { onFirstUse } from './on-first-use';

const qrCodes = onFirstUse(async (): Promise<typeof QRCode> => (await import('qrcode')).default);

/**
 * A QR code of `text` as an SVG data URL, for an `<img>`: the authenticator app's enrolment
 * link, and the link that hands an upload to the customer's phone.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await (
    await qrCodes()
  ).toString(text, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
