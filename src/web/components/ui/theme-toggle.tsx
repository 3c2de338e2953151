import { Moon, Sun } from 'lucide-react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { useTheme } from '#web/lib/theme.ts';
import { Button } from './button';

await loadMessages('dashboard');

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useI18n();
  const { theme, toggle } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={theme === 'dark' ? t('dashboard.ui.themeLight') : t('dashboard.ui.themeDark')}
      className={className}
    >
      {theme === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}
