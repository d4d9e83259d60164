import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`) that shows `text` as a
 * QR code, black on white with its quiet zone, in the middle of every frame. The format is Y4M: a text
 * header, then per frame "FRAME\n" and the planes of 4:2:0 YUV (luma at full size, the two chroma planes
 * at a quarter, 128 meaning no colour).
 */
export function writeQrVideo(path: string, text: string, { width = 640, height = 480, frames = 10, modulePixels = 8 } = {}): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quietZone = 4;
  const sideModules = modules.size + 2 * quietZone;
  const side = sideModules * modulePixels;
  if (side > width || side > height) throw new Error(`The QR code (${side} px) does not fit a ${width}×${height} frame.`);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);

  // A light grey frame around a white code, as a ticket held up against a wall.
  const luma = Buffer.alloc(width * height, 200);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / modulePixels) - quietZone;
      const column = Math.floor(x / modulePixels) - quietZone;
      const inCode = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      const dark = inCode && modules.get(row, column) === 1;
      luma[(top + y) * width + left + x] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
