import { deflateSync } from 'node:zlib';

/**
 * Small PNG pictures for the demo buyer's private uploads (KYC documents, a transfer receipt),
 * drawn here so the seed ships no binary files: a card with a header band and text-like bars.
 */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

type Rgb = [number, number, number];

export function cardPng(options: { width?: number; height?: number; accent: Rgb; bars: number }): Buffer {
  const width = options.width ?? 320;
  const height = options.height ?? 200;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const paper: Rgb = [250, 250, 247];
  const ink: Rgb = [90, 98, 110];
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      let color = paper;
      if (y < 36) color = options.accent;
      else {
        const bar = Math.floor((y - 52) / 22);
        const inBar = y >= 52 && (y - 52) % 22 < 8 && bar < options.bars;
        const barWidth = width - 40 - ((bar * 37) % 90);
        if (inBar && x >= 20 && x < barWidth) color = ink;
      }
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) color = [200, 204, 210];
      raw.set(color, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
