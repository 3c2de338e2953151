import { Languages } from 'lucide-react';
import { type CustomerLanguage, LOCALE_NAMES, LOCALES } from '#shared/lib/i18n/locales.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/input.tsx';
import { useUpdateCustomerLanguage } from '#web/features/businesses/api/update-customer-language.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

await loadMessages('setup');

/** 'Customer page language' (owner only): Automatic follows each customer's phone; or one fixed language. */
export function CustomerLanguageCard({ businessId, value }: { businessId: string; value: CustomerLanguage }) {
  const { t } = useI18n();
  const update = useUpdateCustomerLanguage(businessId);
  const shown = update.isPending && update.variables ? update.variables : value;

  function onChange(next: CustomerLanguage) {
    update.mutate(
      next,
      saveWithToast(
        {
          title: t('setup.language.saved'),
          description:
            next === 'auto'
              ? t('setup.language.savedAuto')
              : t('setup.language.savedFixed', { language: LOCALE_NAMES[next] }),
        },
        { fallback: t('setup.language.failed') },
      ),
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Languages aria-hidden className="size-5" />
          {t('setup.language.title')}
        </CardTitle>
        <CardDescription>{t('setup.language.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Label htmlFor="customer-language">{t('setup.language.label')}</Label>
        <select
          id="customer-language"
          value={shown}
          disabled={update.isPending}
          onChange={(e) => onChange(e.target.value as CustomerLanguage)}
          aria-describedby="customer-language-note"
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 sm:max-w-xs sm:text-sm"
        >
          <option value="auto">{t('setup.language.auto')}</option>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
        <p id="customer-language-note" className="text-sm text-muted-foreground">
          {shown === 'auto'
            ? t('setup.language.noteAuto', { count: LOCALES.length })
            : t('setup.language.noteFixed', { language: LOCALE_NAMES[shown] })}
        </p>
      </CardContent>
    </Card>
  );
}
