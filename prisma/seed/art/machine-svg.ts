/**
 * Product-render style SVGs of the demo machines, drawn here rather than hot-linked: a studio
 * backdrop, the machine in a three-quarter, front, rear or side view, and its model name on the
 * label plate. Plus banner, news-cover and video-cover artwork built from the same pieces.
 * Everything is deterministic (same input, same bytes), so storage keys derived from the bytes
 * stay stable between seeds.
 */

import { wrapText } from './wrap-text.ts';

export type FormFactor = 'box' | 'hydro' | 'mini' | '1u' | 'server';
export type View = 'angle' | 'front' | 'rear' | 'side';

export interface MachineArt {
  /** Printed on the label plate, e.g. `HF-S21 Forge`. */
  model: string;
  /** Smaller line under it, e.g. `200 TH/s · SHA-256`. */
  spec: string;
  form: FormFactor;
  /** Accent colour of the label stripe and LEDs. */
  accent: string;
}

const FONT = "Inter, 'Segoe UI', Helvetica, Arial, sans-serif";

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function n(v: number): string {
  return Number(v.toFixed(2)).toString();
}

interface Body {
  w: number;
  h: number;
  depth: number;
  fans: number;
}

/** Body proportions per form factor: front face (fan end) width/height and the body's depth. */
const BODY: Record<FormFactor, Body> = {
  box: { w: 190, h: 270, depth: 330, fans: 1 },
  hydro: { w: 150, h: 300, depth: 360, fans: 0 },
  mini: { w: 170, h: 150, depth: 200, fans: 1 },
  '1u': { w: 440, h: 56, depth: 330, fans: 4 },
  server: { w: 440, h: 190, depth: 330, fans: 3 },
};

function defs(id: string, accent: string): string {
  return `<defs>
  <linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f4f6f9"/><stop offset="1" stop-color="#dfe4ea"/>
  </linearGradient>
  <radialGradient id="${id}-spot" cx="0.5" cy="0.42" r="0.6">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="${id}-front" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#c9ced6"/><stop offset="0.55" stop-color="#aeb4be"/><stop offset="1" stop-color="#8f96a1"/>
  </linearGradient>
  <linearGradient id="${id}-side" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#9aa1ac"/><stop offset="0.5" stop-color="#b9bfc8"/><stop offset="1" stop-color="#8d949f"/>
  </linearGradient>
  <linearGradient id="${id}-top" x1="0" y1="1" x2="1" y2="0">
    <stop offset="0" stop-color="#dde1e7"/><stop offset="1" stop-color="#f3f5f8"/>
  </linearGradient>
  <radialGradient id="${id}-fan" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#2b3038"/><stop offset="0.8" stop-color="#14171c"/><stop offset="1" stop-color="#0b0d10"/>
  </radialGradient>
  <linearGradient id="${id}-accent" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.7"/>
  </linearGradient>
  <linearGradient id="${id}-pipe" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#4d8fd8"/><stop offset="1" stop-color="#1f5ea8"/>
  </linearGradient>
  <filter id="${id}-blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
</defs>`;
}

/** A fan seen face-on: housing, seven blades, hub, a finger guard of rings and spokes. */
function fan(cx: number, cy: number, r: number, id: string): string {
  const blades: string[] = [];
  for (let i = 0; i < 7; i++) {
    const a = (i * 360) / 7;
    blades.push(
      `<path transform="rotate(${n(a)} ${n(cx)} ${n(cy)})" d="M${n(cx)} ${n(cy - r * 0.22)} C ${n(cx + r * 0.35)} ${n(cy - r * 0.5)}, ${n(cx + r * 0.5)} ${n(cy - r * 0.78)}, ${n(cx + r * 0.18)} ${n(cy - r * 0.86)} C ${n(cx - r * 0.05)} ${n(cy - r * 0.6)}, ${n(cx - r * 0.08)} ${n(cy - r * 0.4)}, ${n(cx)} ${n(cy - r * 0.22)} Z" fill="#3a404a"/>`,
    );
  }
  const rings = [0.42, 0.62, 0.82]
    .map(
      (k) =>
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * k)}" fill="none" stroke="#6b727d" stroke-width="${n(Math.max(1, r * 0.025))}"/>`,
    )
    .join('');
  const spokes = [0, 90, 180, 270]
    .map(
      (a) =>
        `<line transform="rotate(${a + 45} ${n(cx)} ${n(cy)})" x1="${n(cx)}" y1="${n(cy - r * 0.25)}" x2="${n(cx)}" y2="${n(cy - r * 0.95)}" stroke="#6b727d" stroke-width="${n(Math.max(1, r * 0.03))}"/>`,
    )
    .join('');
  return `<g>
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.04)}" fill="#20242b"/>
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id}-fan)"/>
  ${blades.join('')}
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.22)}" fill="#1c2026" stroke="#4a505a" stroke-width="${n(r * 0.02)}"/>
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.09)}" fill="#8a919c"/>
  ${rings}${spokes}
</g>`;
}

/** Mounting screws in the four corners of a fan face. */
function screws(x: number, y: number, w: number, h: number, inset: number): string {
  return [
    [x + inset, y + inset],
    [x + w - inset, y + inset],
    [x + inset, y + h - inset],
    [x + w - inset, y + h - inset],
  ]
    .map(
      ([sx, sy]) => `<circle cx="${n(sx!)}" cy="${n(sy!)}" r="4" fill="#6d747f" stroke="#4b515a" stroke-width="1.2"/>`,
    )
    .join('');
}

/** The fan end (or, for hydro, the water end) of a machine, as a flat face at (x, y). */
function frontFace(art: MachineArt, id: string, x: number, y: number, w: number, h: number): string {
  const body = BODY[art.form];
  const parts: string[] = [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(w, h) * 0.04)}" fill="url(#${id}-front)" stroke="#7c838e" stroke-width="1.5"/>`,
  ];
  if (art.form === 'hydro') {
    const cx = x + w / 2;
    for (const [k, label] of [
      [0.3, 'IN'],
      [0.62, 'OUT'],
    ] as const) {
      const cy = y + h * k;
      const r = w * 0.2;
      parts.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.35)}" fill="#7f8792"/>`,
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id}-pipe)" stroke="#16406f" stroke-width="2"/>`,
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.45)}" fill="#0f2c4d"/>`,
        `<text x="${n(cx)}" y="${n(cy + r * 1.35 + 16)}" font-family="${FONT}" font-size="${n(w * 0.09)}" font-weight="700" fill="#2b3038" text-anchor="middle">${label}</text>`,
      );
    }
    parts.push(
      `<rect x="${n(x + w * 0.2)}" y="${n(y + h * 0.86)}" width="${n(w * 0.6)}" height="${n(h * 0.05)}" rx="3" fill="#2b3038"/>`,
    );
    return parts.join('');
  }
  if (body.fans === 1) {
    const r = Math.min(w, h) * 0.42;
    parts.push(fan(x + w / 2, y + h / 2 - (h > w ? h * 0.06 : 0), r, id));
    parts.push(screws(x + w / 2 - r, y + h / 2 - r - (h > w ? h * 0.06 : 0), r * 2, r * 2, 2));
    if (h > w) {
      parts.push(
        `<rect x="${n(x + w * 0.12)}" y="${n(y + h * 0.86)}" width="${n(w * 0.76)}" height="${n(h * 0.06)}" rx="4" fill="#3a404a"/>`,
      );
      for (let i = 0; i < 9; i++) {
        parts.push(
          `<rect x="${n(x + w * 0.16 + i * w * 0.08)}" y="${n(y + h * 0.875)}" width="${n(w * 0.04)}" height="${n(h * 0.03)}" rx="1.5" fill="#1d2127"/>`,
        );
      }
    }
  } else {
    const gap = w / body.fans;
    const r = Math.min(gap, h) * 0.4;
    for (let i = 0; i < body.fans; i++) parts.push(fan(x + gap * (i + 0.5), y + h / 2, r, id));
    // Rack ears of the 1U and server chassis.
    parts.push(
      `<rect x="${n(x - 22)}" y="${n(y)}" width="22" height="${n(h)}" rx="3" fill="#9aa1ac" stroke="#7c838e"/>`,
      `<rect x="${n(x + w)}" y="${n(y)}" width="22" height="${n(h)}" rx="3" fill="#9aa1ac" stroke="#7c838e"/>`,
      `<circle cx="${n(x - 11)}" cy="${n(y + Math.min(14, h / 4))}" r="4" fill="#4b515a"/>`,
      `<circle cx="${n(x + w + 11)}" cy="${n(y + Math.min(14, h / 4))}" r="4" fill="#4b515a"/>`,
    );
  }
  return parts.join('');
}

/** The long side: ventilation ribs, the label plate with model and spec, status LEDs. */
function sidePlate(art: MachineArt, id: string, x: number, y: number, w: number, h: number): string {
  const ribs: string[] = [];
  const ribCount = Math.max(4, Math.round(w / 26));
  for (let i = 1; i < ribCount; i++) {
    const rx = x + (w * i) / ribCount;
    ribs.push(
      `<line x1="${n(rx)}" y1="${n(y + h * 0.06)}" x2="${n(rx)}" y2="${n(y + h * 0.94)}" stroke="#8b929d" stroke-width="1" opacity="0.55"/>`,
    );
  }
  const lw = Math.min(w * 0.62, 300);
  const lh = Math.min(h * 0.42, 120);
  const lx = x + (w - lw) / 2;
  const ly = y + (h - lh) / 2;
  const fs = Math.max(10, Math.min(lh * 0.28, lw * 0.1));
  return `${ribs.join('')}
  <rect x="${n(lx)}" y="${n(ly)}" width="${n(lw)}" height="${n(lh)}" rx="6" fill="#f7f8fa" stroke="#c3c8cf"/>
  <rect x="${n(lx)}" y="${n(ly)}" width="${n(lw * 0.06)}" height="${n(lh)}" rx="3" fill="url(#${id}-accent)"/>
  <text x="${n(lx + lw * 0.11)}" y="${n(ly + lh * 0.27)}" font-family="${FONT}" font-size="${n(fs * 0.48)}" font-weight="700" letter-spacing="2" fill="#6b727d">HASHFORGE</text>
  <text x="${n(lx + lw * 0.11)}" y="${n(ly + lh * 0.6)}" font-family="${FONT}" font-size="${n(fs)}" font-weight="800" fill="#14171c">${esc(art.model)}</text>
  <text x="${n(lx + lw * 0.11)}" y="${n(ly + lh * 0.84)}" font-family="${FONT}" font-size="${n(fs * 0.5)}" fill="#4b515a">${esc(art.spec)}</text>`;
}

/**
 * The front and rear views: the face (the body's w x h) square-on, scaled to fit the box of width x
 * height at (ox, oy) and centred in it, and its shadow on the floor.
 */
function squareOnFace(b: Body, id: string, ox: number, oy: number, width: number, height: number) {
  const s = Math.min((width * 0.62) / b.w, (height * 0.72) / b.h);
  const fw = b.w * s;
  const fh = b.h * s;
  const x0 = ox + (width - fw) / 2;
  const y0 = oy + (height - fh) / 2;
  const shadow = `<ellipse cx="${n(x0 + fw / 2)}" cy="${n(y0 + fh + 8)}" rx="${n(fw * 0.62)}" ry="16" fill="#000" opacity="0.25" filter="url(#${id}-blur)"/>`;
  return { x0, y0, fw, fh, shadow };
}

/** The machine alone, in a view, fitted to a box of width x height at (ox, oy). */
export function machineGroup(
  art: MachineArt,
  view: View,
  id: string,
  ox: number,
  oy: number,
  width: number,
  height: number,
): string {
  const b = BODY[art.form];
  if (view === 'angle') {
    // Oblique projection: fan face towards the viewer, the long side receding to the right.
    const dx = b.depth * 0.78;
    const dy = b.depth * 0.36;
    const totalW = b.w + dx;
    const totalH = b.h + dy;
    const s = Math.min((width * 0.82) / totalW, (height * 0.78) / totalH);
    const fw = b.w * s;
    const fh = b.h * s;
    const ddx = dx * s;
    const ddy = dy * s;
    const x0 = ox + (width - (fw + ddx)) / 2;
    const y0 = oy + (height - (fh + ddy)) / 2 + ddy;
    const side = `M${n(x0 + fw)} ${n(y0)} L${n(x0 + fw + ddx)} ${n(y0 - ddy)} L${n(x0 + fw + ddx)} ${n(y0 + fh - ddy)} L${n(x0 + fw)} ${n(y0 + fh)} Z`;
    const top = `M${n(x0)} ${n(y0)} L${n(x0 + ddx)} ${n(y0 - ddy)} L${n(x0 + fw + ddx)} ${n(y0 - ddy)} L${n(x0 + fw)} ${n(y0)} Z`;
    // The label is drawn flat, then sheared onto the side face.
    const shear = -ddy / ddx;
    const label = sidePlate(art, id, 0, 0, ddx, fh);
    const leds = [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${n(x0 + fw + ddx * 0.9)}" cy="${n(y0 + fh * 0.12 - ddy * 0.9 + i * 10)}" r="3.2" fill="${i === 0 ? '#2ecc71' : i === 1 ? art.accent : '#e74c3c'}"/>`,
      )
      .join('');
    return `<g>
  <ellipse cx="${n(x0 + (fw + ddx) / 2)}" cy="${n(y0 + fh - ddy * 0.35)}" rx="${n((fw + ddx) * 0.58)}" ry="${n(ddy * 0.55 + 14)}" fill="#000" opacity="0.22" filter="url(#${id}-blur)"/>
  <path d="${top}" fill="url(#${id}-top)" stroke="#9aa1ac" stroke-width="1.2"/>
  <path d="${side}" fill="url(#${id}-side)" stroke="#7c838e" stroke-width="1.2"/>
  <g transform="matrix(1 ${n(shear)} 0 1 ${n(x0 + fw)} ${n(y0)})">${label}</g>
  ${leds}
  ${frontFace(art, id, x0, y0, fw, fh)}
  ${art.form === 'hydro' ? hydroPipes(x0, y0, fw, fh, id) : ''}
</g>`;
  }
  if (view === 'front') {
    const { x0, y0, fw, fh, shadow } = squareOnFace(b, id, ox, oy, width, height);
    return `<g>
  ${shadow}
  ${frontFace(art, id, x0, y0, fw, fh)}
</g>`;
  }
  if (view === 'rear') {
    const { x0, y0, fw, fh, shadow } = squareOnFace(b, id, ox, oy, width, height);
    const portY = y0 + fh * (b.h > b.w ? 0.08 : 0.2);
    const ph = Math.min(fh * 0.16, 44);
    const parts = [
      shadow,
      `<rect x="${n(x0)}" y="${n(y0)}" width="${n(fw)}" height="${n(fh)}" rx="${n(Math.min(fw, fh) * 0.04)}" fill="url(#${id}-front)" stroke="#7c838e" stroke-width="1.5"/>`,
      // Control board panel: Ethernet, status LEDs, IP-report and reset buttons.
      `<rect x="${n(x0 + fw * 0.08)}" y="${n(portY)}" width="${n(fw * 0.84)}" height="${n(ph)}" rx="4" fill="#2b3038"/>`,
      `<rect x="${n(x0 + fw * 0.12)}" y="${n(portY + ph * 0.2)}" width="${n(ph * 0.9)}" height="${n(ph * 0.6)}" rx="2" fill="#0e1013" stroke="#c9a227" stroke-width="1.5"/>`,
      `<circle cx="${n(x0 + fw * 0.5)}" cy="${n(portY + ph / 2)}" r="${n(ph * 0.12)}" fill="#2ecc71"/>`,
      `<circle cx="${n(x0 + fw * 0.58)}" cy="${n(portY + ph / 2)}" r="${n(ph * 0.12)}" fill="#e74c3c"/>`,
      `<rect x="${n(x0 + fw * 0.68)}" y="${n(portY + ph * 0.3)}" width="${n(fw * 0.08)}" height="${n(ph * 0.4)}" rx="2" fill="#8a919c"/>`,
      `<rect x="${n(x0 + fw * 0.8)}" y="${n(portY + ph * 0.3)}" width="${n(fw * 0.08)}" height="${n(ph * 0.4)}" rx="2" fill="#8a919c"/>`,
    ];
    if (art.form === 'hydro') {
      parts.push(hydroPipes(x0, y0, fw, fh, id));
    } else if (b.fans > 0) {
      const fanArea = { x: x0, y: portY + ph + 10, w: fw, h: y0 + fh - (portY + ph + 10) - 10 };
      const count = Math.max(1, b.fans);
      const gap = fanArea.w / count;
      const r = Math.min(gap, fanArea.h) * 0.42;
      for (let i = 0; i < count; i++) parts.push(fan(fanArea.x + gap * (i + 0.5), fanArea.y + fanArea.h / 2, r, id));
    }
    // Power inlets (C19/C20).
    const pw = Math.min(fw * 0.16, 42);
    for (let i = 0; i < 2; i++) {
      const px = x0 + fw * (art.form === 'mini' ? 0.06 : 0.12) + i * (pw + 8);
      const py = y0 + fh - pw * 0.9 - 6;
      if (b.h > 100) {
        parts.push(
          `<rect x="${n(px)}" y="${n(py)}" width="${n(pw)}" height="${n(pw * 0.75)}" rx="3" fill="#14171c" stroke="#4b515a"/>`,
        );
      }
    }
    return `<g>${parts.join('')}</g>`;
  }
  // side: the long face square-on, label in the middle.
  const s = Math.min((width * 0.84) / b.depth, (height * 0.7) / b.h);
  const sw = b.depth * s;
  const sh = b.h * s;
  const x0 = ox + (width - sw) / 2;
  const y0 = oy + (height - sh) / 2;
  return `<g>
  <ellipse cx="${n(x0 + sw / 2)}" cy="${n(y0 + sh + 8)}" rx="${n(sw * 0.55)}" ry="16" fill="#000" opacity="0.25" filter="url(#${id}-blur)"/>
  <rect x="${n(x0)}" y="${n(y0)}" width="${n(sw)}" height="${n(sh)}" rx="${n(Math.min(sw, sh) * 0.03)}" fill="url(#${id}-side)" stroke="#7c838e" stroke-width="1.5"/>
  ${sidePlate(art, id, x0, y0, sw, sh)}
  ${art.form === 'hydro' ? '' : `<rect x="${n(x0 - 6)}" y="${n(y0 + sh * 0.05)}" width="8" height="${n(sh * 0.9)}" rx="3" fill="#20242b"/><rect x="${n(x0 + sw - 2)}" y="${n(y0 + sh * 0.05)}" width="8" height="${n(sh * 0.9)}" rx="3" fill="#20242b"/>`}
</g>`;
}

function hydroPipes(x: number, y: number, w: number, h: number, id: string): string {
  const cx = x + w / 2;
  return `<path d="M${n(cx)} ${n(y + h * 0.3)} C ${n(cx - w * 0.9)} ${n(y + h * 0.3)}, ${n(cx - w * 0.9)} ${n(y + h * 1.05)}, ${n(cx - w * 1.3)} ${n(y + h * 1.02)}" fill="none" stroke="url(#${id}-pipe)" stroke-width="${n(w * 0.12)}" stroke-linecap="round" opacity="0.9"/>
  <path d="M${n(cx)} ${n(y + h * 0.62)} C ${n(cx - w * 0.6)} ${n(y + h * 0.62)}, ${n(cx - w * 0.6)} ${n(y + h * 1.08)}, ${n(cx - w * 1.1)} ${n(y + h * 1.08)}" fill="none" stroke="#d9534f" stroke-width="${n(w * 0.12)}" stroke-linecap="round" opacity="0.85"/>`;
}

/** A product image: 800 x 800, studio backdrop, the machine in one view. */
export function machineSvg(art: MachineArt, view: View): string {
  const id = `m${view}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${esc(`${art.model}, ${view} view`)}">
${defs(id, art.accent)}
<rect width="800" height="800" fill="url(#${id}-bg)"/>
<rect width="800" height="800" fill="url(#${id}-spot)"/>
<rect y="610" width="800" height="190" fill="#d3d9e0" opacity="0.45"/>
${machineGroup(art, view, id, 40, 60, 720, 640)}
<text x="40" y="760" font-family="${FONT}" font-size="22" font-weight="700" fill="#2b3038">${esc(art.model)}</text>
<text x="760" y="760" font-family="${FONT}" font-size="18" fill="#6b727d" text-anchor="end">${esc(art.spec)}</text>
</svg>`;
}

export interface BannerArt {
  headline: string;
  sub: string;
  tag: string;
  machine: MachineArt;
  /** Two colours of the background sweep. */
  from: string;
  to: string;
}

/** A home carousel banner: 1920 x 640, headline on the left, the machine on the right. */
export function bannerSvg(b: BannerArt): string {
  const id = 'bn';
  const grid: string[] = [];
  for (let x = 0; x <= 1920; x += 64)
    grid.push(`<line x1="${x}" y1="0" x2="${x}" y2="640" stroke="#fff" stroke-opacity="0.04"/>`);
  for (let y = 0; y <= 640; y += 64)
    grid.push(`<line x1="0" y1="${y}" x2="1920" y2="${y}" stroke="#fff" stroke-opacity="0.04"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 640" width="1920" height="640" role="img" aria-label="${esc(b.headline)}">
${defs(id, b.machine.accent)}
<linearGradient id="bn-sweep" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient>
<radialGradient id="bn-glow" cx="0.72" cy="0.5" r="0.45"><stop offset="0" stop-color="${b.machine.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${b.machine.accent}" stop-opacity="0"/></radialGradient>
<rect width="1920" height="640" fill="url(#bn-sweep)"/>
${grid.join('')}
<rect width="1920" height="640" fill="url(#bn-glow)"/>
<g transform="translate(230 0)">
  <rect x="0" y="150" width="${n(b.tag.length * 14 + 44)}" height="40" rx="20" fill="${b.machine.accent}" fill-opacity="0.22" stroke="${b.machine.accent}"/>
  <text x="20" y="177" font-family="${FONT}" font-size="18" font-weight="700" letter-spacing="1.5" fill="#ffffff">${esc(b.tag.toUpperCase())}</text>
  <text x="0" y="270" font-family="${FONT}" font-size="66" font-weight="800" fill="#ffffff">${esc(b.headline)}</text>
  <text x="0" y="330" font-family="${FONT}" font-size="28" fill="#d6dde8">${esc(b.sub)}</text>
  <rect x="0" y="392" width="220" height="58" rx="29" fill="#ffffff"/>
  <text x="110" y="429" font-family="${FONT}" font-size="22" font-weight="700" fill="#14171c" text-anchor="middle">Learn more</text>
</g>
<g transform="translate(1080 50)">${machineGroup(b.machine, 'angle', id, 0, 0, 700, 560)}</g>
</svg>`;
}

export type CoverMotif = 'chart' | 'chip' | 'globe' | 'shield' | 'calendar' | 'water' | 'truck' | 'bolt';

const MOTIFS: Record<CoverMotif, (accent: string) => string> = {
  chart: (a) => {
    const pts = [40, 120, 90, 160, 130, 110, 210, 190, 170, 260, 240, 300];
    const path = pts.map((v, i) => `${i === 0 ? 'M' : 'L'}${n(520 + i * 52)} ${n(520 - v)}`).join(' ');
    const bars = pts
      .map(
        (v, i) =>
          `<rect x="${n(510 + i * 52)}" y="${n(560 - v * 0.5)}" width="22" height="${n(v * 0.5)}" rx="4" fill="#ffffff" opacity="0.12"/>`,
      )
      .join('');
    return `${bars}<path d="${path}" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${n(520 + 11 * 52)}" cy="220" r="14" fill="${a}"/>`;
  },
  chip: (a) => {
    const pins: string[] = [];
    for (let i = 0; i < 8; i++) {
      pins.push(`<rect x="${770 + i * 30}" y="160" width="12" height="40" rx="3" fill="#ffffff" opacity="0.5"/>`);
      pins.push(`<rect x="${770 + i * 30}" y="440" width="12" height="40" rx="3" fill="#ffffff" opacity="0.5"/>`);
      pins.push(`<rect x="720" y="${210 + i * 30}" width="40" height="12" rx="3" fill="#ffffff" opacity="0.5"/>`);
      pins.push(`<rect x="1010" y="${210 + i * 30}" width="40" height="12" rx="3" fill="#ffffff" opacity="0.5"/>`);
    }
    return `${pins.join('')}<rect x="760" y="200" width="250" height="240" rx="24" fill="#111419" stroke="${a}" stroke-width="6"/><rect x="810" y="250" width="150" height="140" rx="10" fill="${a}" opacity="0.85"/><text x="885" y="333" font-family="${FONT}" font-size="40" font-weight="800" fill="#111419" text-anchor="middle">ASIC</text>`;
  },
  globe: (a) =>
    `<circle cx="880" cy="330" r="200" fill="none" stroke="${a}" stroke-width="6"/><ellipse cx="880" cy="330" rx="90" ry="200" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/><line x1="680" y1="330" x2="1080" y2="330" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/><path d="M700 240 Q880 280 1060 240 M700 420 Q880 380 1060 420" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/><circle cx="960" cy="250" r="14" fill="${a}"/><circle cx="800" cy="400" r="14" fill="${a}"/><path d="M800 400 Q880 260 960 250" fill="none" stroke="${a}" stroke-width="4" stroke-dasharray="10 8"/>`,
  shield: (a) =>
    `<path d="M880 130 L1040 190 L1040 330 C1040 440 960 510 880 540 C800 510 720 440 720 330 L720 190 Z" fill="#111419" stroke="${a}" stroke-width="8"/><path d="M810 335 L860 385 L960 275" fill="none" stroke="${a}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
  calendar: (a) => {
    const cells: string[] = [];
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 6; c++) {
        cells.push(
          `<rect x="${720 + c * 54}" y="${260 + r * 54}" width="42" height="42" rx="8" fill="${r === 1 && c === 3 ? a : '#ffffff'}" opacity="${r === 1 && c === 3 ? 1 : 0.18}"/>`,
        );
      }
    }
    return `<rect x="700" y="170" width="350" height="330" rx="24" fill="#111419" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/><rect x="700" y="170" width="350" height="70" rx="24" fill="${a}"/>${cells.join('')}`;
  },
  water: (a) =>
    `<path d="M880 140 C 960 260 1020 330 1020 400 A140 140 0 0 1 740 400 C 740 330 800 260 880 140 Z" fill="${a}" opacity="0.9"/><path d="M800 410 A 80 80 0 0 0 880 490" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.7"/>`,
  truck: (a) =>
    `<rect x="660" y="250" width="300" height="170" rx="14" fill="#ffffff" opacity="0.9"/><path d="M960 300 L1050 300 L1100 360 L1100 420 L960 420 Z" fill="${a}"/><circle cx="730" cy="430" r="34" fill="#111419" stroke="#ffffff" stroke-width="6"/><circle cx="1030" cy="430" r="34" fill="#111419" stroke="#ffffff" stroke-width="6"/><text x="810" y="350" font-family="${FONT}" font-size="40" font-weight="800" fill="#111419" text-anchor="middle">HASHFORGE</text>`,
  bolt: (a) =>
    `<circle cx="880" cy="330" r="190" fill="#111419" stroke="${a}" stroke-width="6"/><path d="M900 170 L790 350 L870 350 L850 490 L970 300 L890 300 Z" fill="${a}"/>`,
};

/** A news cover: 1200 x 675 (16:9), the title in large type over a themed graphic. */
export function coverSvg(opts: {
  title: string;
  kicker: string;
  motif: CoverMotif;
  accent: string;
  from: string;
  to: string;
}): string {
  const lines = wrapText(opts.title, 22);
  const text = lines
    .slice(0, 4)
    .map(
      (l, i) =>
        `<text x="70" y="${250 + i * 64}" font-family="${FONT}" font-size="54" font-weight="800" fill="#ffffff">${esc(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675" role="img" aria-label="${esc(opts.title)}">
<defs><linearGradient id="cv" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient>
<radialGradient id="cg" cx="0.75" cy="0.45" r="0.5"><stop offset="0" stop-color="${opts.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${opts.accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="675" fill="url(#cv)"/><rect width="1200" height="675" fill="url(#cg)"/>
<g opacity="0.95">${MOTIFS[opts.motif](opts.accent)}</g>
<text x="70" y="160" font-family="${FONT}" font-size="22" font-weight="700" letter-spacing="3" fill="${opts.accent}">${esc(opts.kicker.toUpperCase())}</text>
${text}
<text x="70" y="620" font-family="${FONT}" font-size="22" font-weight="700" letter-spacing="4" fill="#ffffff" opacity="0.6">HASHFORGE</text>
</svg>`;
}

/** A video cover: 1280 x 720, a machine render on a dark stage with the episode title. */
export function videoCoverSvg(opts: {
  title: string;
  episode: string;
  machine: MachineArt;
  from: string;
  to: string;
}): string {
  const id = 'vc';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" role="img" aria-label="${esc(opts.title)}">
${defs(id, opts.machine.accent)}
<linearGradient id="vc-stage" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient>
<radialGradient id="vc-light" cx="0.66" cy="0.4" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<rect width="1280" height="720" fill="url(#vc-stage)"/><rect width="1280" height="720" fill="url(#vc-light)"/>
<g transform="translate(560 60)">${machineGroup(opts.machine, 'angle', id, 0, 0, 680, 600)}</g>
<text x="70" y="120" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="3" fill="${opts.machine.accent}">${esc(opts.episode.toUpperCase())}</text>
${wrapText(opts.title, 20)
  .slice(0, 4)
  .map(
    (l, i) =>
      `<text x="70" y="${210 + i * 66}" font-family="${FONT}" font-size="56" font-weight="800" fill="#ffffff">${esc(l)}</text>`,
  )
  .join('')}
<text x="70" y="650" font-family="${FONT}" font-size="22" font-weight="700" letter-spacing="4" fill="#ffffff" opacity="0.6">HASHFORGE TV</text>
</svg>`;
}
