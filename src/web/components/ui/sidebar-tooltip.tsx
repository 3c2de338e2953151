import type { ReactElement } from 'react';
import { useI18n } from '#web/i18n/locale-store.ts';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

/**
 * A collapsed sidebar row's label as a tooltip. Its own chunk: the positioning code loads only
 * when the sidebar is collapsed to icons.
 */
export default function SidebarTooltip({ label, children }: { label: string; children: ReactElement }) {
  // Beside the column, on the content's side: the left in Arabic, where the sidebar is on the right.
  const { dir } = useI18n();
  return (
    <TooltipProvider delayDuration={0}>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side={dir === 'rtl' ? 'left' : 'right'}>{label}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
