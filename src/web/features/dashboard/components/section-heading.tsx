import type { ReactNode } from 'react';

export function SectionHeading({
  title,
  description,
  subject,
  children,
}: {
  /** Which location the section is about, for an owner of several (on every screen size). */
  subject?: string;
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        {subject ? (
          <p className="truncate text-sm font-semibold text-primary" data-testid="section-location">
            {subject}
          </p>
        ) : null}
        <h2 className="text-xl font-bold sm:text-2xl">{title}</h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
