// One way to tell the owner how a save went: the success toast, or the server's own message
// in a destructive toast (the specification: one toast at a time, 5 s).
import { i18nNow, loadMessages } from '#web/i18n/locale-store.ts';
import { messageOf } from './api-client';
import { toast } from './toast-store';

await loadMessages('shell');

type Saved<T> = { title: string; description?: string | ((result: T) => string | undefined) };
/** `labels` names the form's fields (field → label), so a refused one is told by its label. */
type Failed = { title?: string; fallback: string; labels?: Record<string, string> };

/** Mutation callbacks that toast the outcome; `then` runs after a success (resetting a draft, say). */
export function saveWithToast<T = unknown>(saved: Saved<T>, failed: Failed, then?: (result: T) => void) {
  return {
    onSuccess: (result: T) => {
      then?.(result);
      const description =
        typeof saved.description === 'function' ? saved.description(result) : saved.description;
      toast({ title: saved.title, description, variant: 'success' });
    },
    onError: (err: unknown) =>
      toast({
        title: failed.title ?? i18nNow().t('shell.error'),
        description: messageOf(err, failed.fallback, failed.labels),
        variant: 'destructive',
      }),
  };
}
