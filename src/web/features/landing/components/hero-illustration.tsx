// Our own artwork, drawn in code: no stock photo, no request for an image, and it follows the theme.
import type { SVGProps } from 'react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('landing');

const QR_SIZE = 21;
const FINDERS = [
  [0, 0],
  [14, 0],
  [0, 14],
] as const;

function inFinderZone(x: number, y: number) {
  return FINDERS.some(([fx, fy]) => x >= fx - 1 && x <= fx + 7 && y >= fy - 1 && y <= fy + 7);
}

/** A fixed, QR-looking pattern (finders, timing lines, pseudo-random data): decorative, not scannable. */
function qrModulesPath() {
  let seed = 20_240_611;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  let d = '';
  for (let y = 0; y < QR_SIZE; y++) {
    for (let x = 0; x < QR_SIZE; x++) {
      if (inFinderZone(x, y)) continue;
      const timing = x === 6 || y === 6;
      const dark = timing ? (x + y) % 2 === 0 : next() < 0.48;
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return d;
}

const QR_PATH = qrModulesPath();

function QrGlyph({ x, y, scale, dark }: { x: number; y: number; scale: number; dark: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} className={dark}>
      <path d={QR_PATH} />
      {FINDERS.map(([fx, fy]) => (
        <g key={`${fx}-${fy}`}>
          <path d={`M${fx} ${fy}h7v7h-7z M${fx + 1} ${fy + 1}v5h5v-5z`} fillRule="evenodd" />
          <rect x={fx + 2} y={fy + 2} width={3} height={3} />
        </g>
      ))}
    </g>
  );
}

function starPoints(cx: number, cy: number, r: number) {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.48;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
}

function StarRow({ cx, cy, r, gap }: { cx: number; cy: number; r: number; gap: number }) {
  return (
    <g className="fill-amber-400">
      {[-2, -1, 0, 1, 2].map((i) => (
        <polygon key={i} points={starPoints(cx + i * gap, cy, r)} />
      ))}
    </g>
  );
}

/**
 * A line of the drawing's text that stays inside its shape in every language: a text estimated
 * wider than `max` is drawn squeezed to it (the same on the server and in the browser).
 */
function FittedText({
  max,
  fontSize,
  children,
  ...props
}: SVGProps<SVGTextElement> & { max: number; fontSize: number; children: string }) {
  const estimated = children.length * fontSize * 0.58;
  const fit = estimated > max ? { textLength: max, lengthAdjust: 'spacingAndGlyphs' as const } : {};
  return (
    <text fontSize={fontSize} {...fit} {...props}>
      {children}
    </text>
  );
}

export function HeroIllustration({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <svg
      viewBox="0 0 460 416"
      role="img"
      // The drawing's words sit at fixed points: it keeps its layout in Arabic too.
      direction="ltr"
      aria-label={t('landing.hero.illustration')}
      className={className}
    >
      <circle cx="236" cy="212" r="190" className="fill-primary/10" />
      <circle cx="236" cy="212" r="140" className="fill-primary/10" />

      {/* The owner's phone: the review screen a customer is shown. */}
      <g transform="rotate(-4 150 210)">
        <rect
          x="50"
          y="28"
          width="200"
          height="364"
          rx="34"
          className="fill-slate-900 stroke-slate-600"
          strokeWidth="2"
        />
        <rect x="60" y="38" width="180" height="344" rx="26" className="fill-white" />
        <rect x="122" y="46" width="56" height="13" rx="6.5" className="fill-slate-900" />
        <FittedText
          x="150"
          y="88"
          textAnchor="middle"
          fontSize={13}
          fontWeight="700"
          className="fill-slate-900"
          max={170}
        >
          {t('landing.art.business')}
        </FittedText>
        <FittedText x="150" y="105" textAnchor="middle" fontSize={10} className="fill-slate-500" max={170}>
          {t('landing.art.question')}
        </FittedText>
        <StarRow cx={150} cy={123} r={9} gap={22} />
        <rect
          x="79"
          y="139"
          width="142"
          height="142"
          rx="10"
          className="fill-white stroke-slate-200"
          strokeWidth="1.5"
        />
        <QrGlyph x={87} y={147} scale={6} dark="fill-slate-900" />
        <FittedText x="150" y="302" textAnchor="middle" fontSize={10.5} className="fill-slate-600" max={168}>
          {t('landing.art.scan')}
        </FittedText>
        <rect x="92" y="316" width="116" height="30" rx="15" className="fill-blue-600" />
        <FittedText
          x="150"
          y="335"
          textAnchor="middle"
          fontSize={11}
          fontWeight="600"
          className="fill-white"
          max={104}
        >
          {t('landing.art.googleReviews')}
        </FittedText>
        <rect x="120" y="366" width="60" height="4" rx="2" className="fill-slate-300" />
      </g>

      {/* The customer's phone: the camera catches the code and offers the review page. */}
      <g transform="rotate(7 350 230)">
        <rect
          x="262"
          y="70"
          width="176"
          height="320"
          rx="30"
          className="fill-slate-900 stroke-slate-600"
          strokeWidth="2"
        />
        <rect x="271" y="79" width="158" height="302" rx="23" className="fill-slate-700" />
        <circle cx="350" cy="92" r="4" className="fill-slate-900" />
        <FittedText x="350" y="118" textAnchor="middle" fontSize={9.5} className="fill-slate-200" max={140}>
          {t('landing.art.point')}
        </FittedText>
        <rect x="302" y="136" width="96" height="96" rx="6" className="fill-white" />
        <QrGlyph x={306} y={140} scale={4.2} dark="fill-slate-900" />
        <g className="fill-none stroke-white" strokeWidth="3.5" strokeLinecap="round">
          <path d="M292 146v-16h16 M392 130h16v16 M408 222v16h-16 M308 238h-16v-16" />
        </g>
        <rect x="296" y="182" width="108" height="3" rx="1.5" className="fill-sky-400" />
        <rect x="296" y="176" width="108" height="15" className="fill-sky-400/20" />
        <rect x="283" y="262" width="134" height="62" rx="12" className="fill-white" />
        <circle cx="304" cy="285" r="11" className="fill-blue-600" />
        <polygon points={starPoints(304, 285.5, 6)} className="fill-white" />
        <FittedText x="322" y="283" fontSize={10} fontWeight="700" className="fill-slate-900" max={88}>
          {t('landing.art.reviewOn')}
        </FittedText>
        <text x="322" y="296" fontSize="10" fontWeight="700" className="fill-slate-900">
          Google
        </text>
        <StarRow cx={350} cy={312} r={4.5} gap={11} />
        <rect x="320" y="366" width="60" height="4" rx="2" className="fill-slate-400" />
      </g>

      {/* A review arriving: the point of the whole exercise. */}
      <g>
        <rect
          x="6"
          y="352"
          width="180"
          height="52"
          rx="14"
          className="fill-card stroke-border"
          strokeWidth="1.5"
        />
        <circle cx="33" cy="378" r="14" className="fill-amber-400/25" />
        <polygon points={starPoints(33, 378.5, 8.5)} className="fill-amber-500" />
        <FittedText
          x="55"
          y="375"
          fontSize={11.5}
          fontWeight="700"
          className="fill-card-foreground"
          max={124}
        >
          {t('landing.art.newReview')}
        </FittedText>
        <FittedText x="55" y="390" fontSize={10} className="fill-muted-foreground" max={124}>
          {t('landing.art.justNow')}
        </FittedText>
      </g>
      <polygon points={starPoints(420, 54, 9)} className="fill-primary/60" />
      <polygon points={starPoints(40, 92, 6)} className="fill-amber-400/80" />
    </svg>
  );
}
