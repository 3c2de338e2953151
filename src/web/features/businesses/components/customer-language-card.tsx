import { Languages } from 'lucide-react';
import { type CustomerLanguage, LOCALE_NAMES, LOCALES } from '#shared/constants/i18n/locales.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/input.tsx';
import { useUpdateCustomerLanguage } from '#web/features/businesses/api/update-customer-language.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

/** 'Customer page language' (owner only): Automatic follows each customer's phone; or one fixed language. */
export function CustomerLanguageCard({ businessId, value }: { businessId: string; value: CustomerLanguage }) {
  const update = useUpdateCustomerLanguage(businessId);
  const shown = update.isPending && update.variables ? update.variables : value;

  function onChange(next: CustomerLanguage) {
    update.mutate(
      next,
      saveWithToast(
        {
          title: 'Customer page language updated',
          description:
            next === 'auto'
              ? "Each customer now sees your rating page in their phone's language."
              : `Every customer now sees your rating page in ${LOCALE_NAMES[next]}.`,
        },
        { fallback: 'Failed to update the customer page language' },
      ),
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Languages aria-hidden className="size-5" />
          Customer page language
        </CardTitle>
        <CardDescription>The language of the rating and feedback pages your QR code opens.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Label htmlFor="customer-language">Language</Label>
        <select
          id="customer-language"
          value={shown}
          disabled={update.isPending}
          onChange={(e) => onChange(e.target.value as CustomerLanguage)}
          aria-describedby="customer-language-note"
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 sm:max-w-xs sm:text-sm"
        >
          <option value="auto">Automatic (recommended)</option>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
        <p id="customer-language-note" className="text-sm text-muted-foreground">
          {shown === 'auto'
            ? "Automatic: each customer reads the page in their phone's language (10 languages), or English."
            : `Always ${LOCALE_NAMES[shown]}, whatever the customer's phone is set to. A link ending in ?lang=xx still picks its own.`}
        </p>
      </CardContent>
    </Card>
  );
}
