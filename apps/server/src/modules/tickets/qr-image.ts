import QRCode from 'qrcode';

// Medium error correction survives a scuffed print or a cracked phone screen, and keeps the code small.
const options = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code as SVG markup, for pages: it scales without blurring, for print too. */
export function qrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { ...options, type: 'svg', color: { dark: '#000000', light: '#ffffff' } });
}

/** The QR code as a PNG, for email (mail clients do not all draw SVG). */
export function qrPng(code: string, width = 480): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...options, type: 'png', width });
}
