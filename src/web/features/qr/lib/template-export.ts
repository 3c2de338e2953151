import { isDarkLayout, type TemplateContent } from './template';

// Layout units of the exported file; the PNG is drawn at PNG_SCALE for print (1500 px wide).
const WIDTH = 600;
const PAD = 48;
const INNER = WIDTH - PAD * 2;
const QR = 400;
const QR_CARD_PAD = 16;
const PNG_SCALE = 2.5;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

function wrap(text: string, font: string, maxWidth: number): string[] {
  const ctx = document.createElement('canvas').getContext('2d');
  const measure = (s: string) => {
    if (!ctx) return s.length * 12;
    ctx.font = font;
    return ctx.measureText(s).width;
  };
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= maxWidth || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function imageSize(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth || 1, height: img.naturalHeight || 1 });
    img.onerror = () => resolve({ width: 1, height: 1 });
    img.src = src;
  });
}

/**
 * The template as one self-contained SVG file: the same layout as on screen, with the QR code's
 * own SVG embedded (so the code stays vector and sharp at any print size).
 */
export async function templateSvg(content: TemplateContent, qrSvg: SVGSVGElement, scale = 1) {
  const dark = isDarkLayout(content.layout);
  const parts: string[] = [];
  let y = PAD;

  if (content.image) {
    const natural = await imageSize(content.image);
    const fit = Math.min(INNER / natural.width, 220 / natural.height, 1.5);
    const w = Math.round(natural.width * fit);
    const h = Math.round(natural.height * fit);
    parts.push(
      `<image href="${escapeXml(content.image)}" x="${(WIDTH - w) / 2}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid meet"/>`,
    );
    y += h + 28;
  }

  const titleLines = wrap(content.title, `700 36px ${FONT}`, INNER);
  for (const line of titleLines) {
    y += 40;
    parts.push(
      `<text x="${WIDTH / 2}" y="${y}" text-anchor="middle" font-family="${escapeXml(FONT)}" font-size="36" font-weight="700" fill="${dark ? '#ffffff' : '#171717'}">${escapeXml(line)}</text>`,
    );
  }
  y += 16;
  for (const line of wrap(content.text, `400 24px ${FONT}`, INNER)) {
    y += 30;
    parts.push(
      `<text x="${WIDTH / 2}" y="${y}" text-anchor="middle" font-family="${escapeXml(FONT)}" font-size="24" fill="${dark ? '#d4d4d4' : '#525252'}">${escapeXml(line)}</text>`,
    );
  }
  y += 32;

  const cardX = (WIDTH - QR) / 2 - QR_CARD_PAD;
  parts.push(
    `<rect x="${cardX}" y="${y}" width="${QR + QR_CARD_PAD * 2}" height="${QR + QR_CARD_PAD * 2}" rx="20" fill="#ffffff"/>`,
  );
  const qr = qrSvg.cloneNode(true) as SVGSVGElement;
  qr.removeAttribute('class');
  qr.removeAttribute('style');
  qr.removeAttribute('data-qr-value');
  qr.setAttribute('x', String(cardX + QR_CARD_PAD));
  qr.setAttribute('y', String(y + QR_CARD_PAD));
  qr.setAttribute('width', String(QR));
  qr.setAttribute('height', String(QR));
  parts.push(new XMLSerializer().serializeToString(qr));
  y += QR + QR_CARD_PAD * 2 + PAD;

  const height = Math.round(y);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * scale}" height="${height * scale}" viewBox="0 0 ${WIDTH} ${height}">`,
    `<rect width="${WIDTH}" height="${height}" fill="${dark ? '#000000' : '#ffffff'}"/>`,
    ...parts,
    '</svg>',
  ].join('');
  return { svg, width: WIDTH * scale, height: height * scale };
}

/** Draws the SVG at print scale on a canvas; every source is a data URL, so the canvas stays exportable. */
export async function templatePng(content: TemplateContent, qrSvg: SVGSVGElement): Promise<Blob> {
  const { svg, width, height } = await templateSvg(content, qrSvg, PNG_SCALE);
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width);
  canvas.height = Math.round(height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png'),
  );
}

export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function fileNameFor(title: string, ext: 'png' | 'svg') {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'review'}-qr-template.${ext}`;
}
