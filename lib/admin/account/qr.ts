import 'server-only';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { site } from '@/lib/site';

/**
 * The QR code of an otpauth:// URI as an SVG document, made on the server (no script in the
 * browser). The URI holds the secret: the SVG is only ever sent to its own account's page.
 */
export async function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The otpauth:// URI of a secret shown again (the auth server answers it only at enrollment). */
export const totpUri = (secret: string, email: string) =>
  new TOTP({ issuer: site.name, label: email, secret: Secret.fromBase32(secret) }).toString();
