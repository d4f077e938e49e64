import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';

/** Frame size of the fake camera: a phone's back camera at VGA, which the scanner asks nothing more of. */
const WIDTH = 640;
const HEIGHT = 480;

export type Symbology = 'code128' | 'qrcode';

/**
 * A luma image (0 black .. 255 white) of `text` as a printed label: bwip-js draws the symbol (the
 * bar widths of a linear code, the module matrix of a QR code), scaled up and centred on white with
 * its quiet zone, as a camera would see a sticker held in front of it.
 */
export function labelImage(text: string, symbology: Symbology): Uint8Array {
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const [symbol] = bwipjs.raw({ bcid: symbology, text });
  if (!symbol) throw new Error(`bwip-js drew no ${symbology} for ${text}`);
  const paint = (x: number, y: number, w: number, h: number) => {
    for (let row = y; row < y + h; row++) luma.fill(0, row * WIDTH + x, row * WIDTH + x + w);
  };
  if ('sbs' in symbol) {
    // Bars and spaces alternate, a bar first, each so many modules wide.
    const modules = symbol.sbs.reduce((sum, w) => sum + w, 0);
    const scale = Math.floor((WIDTH - 80) / modules);
    if (scale < 2) throw new Error(`${text} is too long for a ${WIDTH}-pixel frame`);
    let x = Math.floor((WIDTH - modules * scale) / 2);
    const top = Math.floor(HEIGHT / 2 - 80);
    symbol.sbs.forEach((w, i) => {
      if (i % 2 === 0) paint(x, top, w * scale, 160);
      x += w * scale;
    });
  } else {
    const scale = Math.floor((HEIGHT - 120) / Math.max(symbol.pixx, symbol.pixy));
    const left = Math.floor((WIDTH - symbol.pixx * scale) / 2);
    const top = Math.floor((HEIGHT - symbol.pixy * scale) / 2);
    for (let y = 0; y < symbol.pixy; y++)
      for (let x = 0; x < symbol.pixx; x++)
        if (symbol.pixs[y * symbol.pixx + x]) paint(left + x * scale, top + y * scale, scale, scale);
  }
  return luma;
}

/**
 * Writes `file` as a YUV4MPEG2 video (the raw format Chromium's `--use-file-for-fake-video-capture`
 * plays in a loop) showing the label: 4:2:0, the picture in the luma plane, the chroma planes grey.
 * Chromium opens the file each time a page starts the camera, so a test rewrites it between scans.
 */
export function writeCameraVideo(file: string, text: string, symbology: Symbology): void {
  const luma = labelImage(text, symbology);
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2) * 2).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma]);
  writeFileSync(file, Buffer.concat([header, frame, frame]));
}
