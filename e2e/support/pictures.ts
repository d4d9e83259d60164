import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG (a sunset sky over darker ground) to upload as a tour's or a moment's picture: the server
 * decodes uploads and refuses anything that is not a picture, so a few made-up bytes will not do, and
 * building it here keeps binary fixture files out of the repository.
 */
export function pngPicture(width = 160, height = 120): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x += 1) {
      const ground = y > height * 0.7;
      rows.push(ground ? 60 : 250, ground ? 90 : Math.round(120 + (100 * y) / height), ground ? 60 : Math.round(60 + (x * 60) / width));
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG chunk: length, type, data, and the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
