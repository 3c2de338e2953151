import type { CSSProperties } from 'react';
import { loadMessages } from '#web/i18n/locale-store.ts';

await loadMessages('analytics');

/*
 * Charts read the theme's CSS variables, so they follow light and dark without re-rendering.
 * Animation is always off: figures should read at once, screenshots and tests stay stable,
 * and people who prefer reduced motion get none.
 */
const SERIES = {
  scans: 'var(--primary)',
  conversions: 'var(--success)',
  feedback: 'var(--warning)',
} as const;

export const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };
export const gridStroke = 'var(--border)';

export const tooltipStyle: CSSProperties = {
  background: 'var(--popover)',
  color: 'var(--popover-foreground)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  fontSize: 13,
  boxShadow: '0 4px 12px rgb(0 0 0 / 0.12)',
};
export const tooltipLabelStyle: CSSProperties = { color: 'var(--popover-foreground)', fontWeight: 600 };

/** A business's day (YYYY-MM-DD) as a local calendar date, so formatting it shows that same day everywhere. */
export function dayAsDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** The daily chart's series, in legend and tooltip order; `label` is a message key. */
export const ALL_SERIES = [
  { key: 'scans', label: 'analytics.series.scans', color: SERIES.scans },
  { key: 'conversions', label: 'analytics.series.conversions', color: SERIES.conversions },
  { key: 'feedback', label: 'analytics.series.feedback', color: SERIES.feedback },
] as const;

/** A series as drawn: its label already in the owner's language. */
export type Series = { key: (typeof ALL_SERIES)[number]['key']; label: string; color: string };
