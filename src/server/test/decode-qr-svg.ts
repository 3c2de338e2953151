import jsQR from 'jsqr';

/**
 * Reads the text of a QR code drawn as qrcode.react draws it (one dark path of `M{x} {y}h{w}v1H{x}z`
 * runs over a viewBox of modules), by painting the modules into pixels and decoding them with jsQR,
 * as a phone's camera would read the screen.
 */
export function decodeQrSvg(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const dark = /<path fill="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !dark) return null;
  const scale = 4;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, w] of dark.matchAll(/M(\d+)[ ,](\d+)\s*h(\d+)v1H\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row++) {
      for (let col = Number(x) * scale; col < (Number(x) + Number(w)) * scale; col++) {
        const at = (row * side + col) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
