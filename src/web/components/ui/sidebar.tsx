import { Slot } from '@radix-ui/react-slot';
import { PanelLeft } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { cn } from '#web/lib/utils.ts';
import { Button } from './button';

await loadMessages('dashboard');

// The phone's sheet and the collapsed rows' tooltips load only when they are needed.
const SidebarSheet = lazy(() => import('./sidebar-sheet'));
const SidebarTooltip = lazy(() => import('./sidebar-tooltip'));

// docs/product-rules.md §15: 16rem expanded, 3rem collapsed to icons, an 18rem sheet below 768 px,
// the state in the `sidebar_state` cookie for 7 days, Ctrl/Cmd+B toggles it.
const SIDEBAR_COOKIE = 'sidebar_state';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const MOBILE_QUERY = '(max-width: 767px)';

function readSidebarCookie(): boolean | null {
  const match = /(?:^|;\s*)sidebar_state=(true|false)/.exec(document.cookie);
  return match ? match[1] === 'true' : null;
}

function writeSidebarCookie(open: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

const useIsMobile = () => useMediaQuery(MOBILE_QUERY, false);

type SidebarState = {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
};

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar() {
  const ctx = useContext(SidebarContext);
  if (!ctx) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return ctx;
}

export function SidebarProvider({
  defaultOpen = true,
  className,
  children,
}: {
  defaultOpen?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie() ?? defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeSidebarCookie(value);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((o) => !o);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === 'b' || e.key === 'B') && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggleSidebar]);

  const value = useMemo<SidebarState>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div className={cn('flex min-h-dvh w-full', className)}>{children}</div>
    </SidebarContext.Provider>
  );
}

/** The desktop column (16rem or 3rem), or the 18rem sheet on small screens. */
export function Sidebar({
  label,
  description,
  className,
  children,
}: {
  label: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  // A closed sheet shows nothing, so its code waits for the first time the menu opens.
  const [sheetWanted, setSheetWanted] = useState(false);
  if (openMobile && !sheetWanted) setSheetWanted(true);
  if (isMobile) {
    return sheetWanted ? (
      <Suspense fallback={null}>
        <SidebarSheet
          open={openMobile}
          onOpenChange={setOpenMobile}
          label={label}
          description={description ?? label}
        >
          {children}
        </SidebarSheet>
      </Suspense>
    ) : null;
  }
  return (
    <aside
      aria-label={label}
      data-state={state}
      className={cn(
        'group/sidebar sticky top-0 flex h-dvh shrink-0 flex-col overflow-x-hidden border-e bg-card transition-[width] duration-200 ease-out',
        state === 'expanded' ? 'w-64' : 'w-12',
        className,
      )}
    >
      {children}
    </aside>
  );
}

export function SidebarTrigger({ className, ...props }: ComponentProps<typeof Button>) {
  const { t } = useI18n();
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('dashboard.ui.toggleSidebar')}
      aria-keyshortcuts="Control+B Meta+B"
      aria-expanded={isMobile ? openMobile : open}
      className={cn('size-9', className)}
      onClick={toggleSidebar}
      {...props}
    >
      <PanelLeft aria-hidden className="rtl:-scale-x-100" />
    </Button>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}
export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-2', className)} {...props} />
  );
}
export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 border-t p-2', className)} {...props} />;
}
export function SidebarGroupLabel({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      className={cn(
        'px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase group-data-[state=collapsed]/sidebar:sr-only',
        className,
      )}
      {...props}
    />
  );
}
export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex flex-col gap-1', className)} {...props} />;
}
export function SidebarMenuItem(props: ComponentProps<'li'>) {
  return <li {...props} />;
}

/**
 * A row with an icon and a label (and an optional second line). Collapsed to icons, the label
 * stays in the accessibility tree and shows as a tooltip.
 */
export function SidebarMenuButton({
  asChild,
  isActive,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean; tooltip: string }) {
  const { state, isMobile } = useSidebar();
  const Comp = asChild ? Slot : 'button';
  const button = (
    <Comp
      data-active={isActive ? 'true' : undefined}
      className={cn(
        'flex w-full items-center gap-3 overflow-hidden rounded-md p-2 text-start text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring [&>svg]:size-4 [&>svg]:shrink-0',
        'data-[active=true]:bg-primary/10 data-[active=true]:font-semibold data-[active=true]:text-primary',
        'group-data-[state=collapsed]/sidebar:size-8 group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:p-2',
        className,
      )}
      {...(asChild ? {} : { type: 'button' as const })}
      {...props}
    />
  );
  if (state === 'expanded' || isMobile) return button;
  return (
    <Suspense fallback={button}>
      <SidebarTooltip label={tooltip}>{button}</SidebarTooltip>
    </Suspense>
  );
}

/** Text that disappears (visually only) when the sidebar is collapsed to icons. */
export function SidebarLabel({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn('min-w-0 flex-1 truncate group-data-[state=collapsed]/sidebar:sr-only', className)}
      {...props}
    />
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-w-0 flex-1 flex-col', className)} {...props} />;
}
