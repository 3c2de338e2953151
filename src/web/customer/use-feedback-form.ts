// The private feedback form's behaviour: pre-checks in the browser, the post, and what the customer is
// told. The server still decides; without JavaScript the form posts and the server answers.
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from '#web/lib/toast-store.ts';
import { useI18n } from './i18n/i18n-context';
import type { FeedbackPageData } from './page-data';
import { postJson } from './post-json';

// The shape the server checks too; the browser only pre-checks.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Input = Pick<FeedbackPageData, 'business' | 'rating' | 'scanId' | 'error' | 'values'>;

export function useFeedbackForm({ business, rating, scanId, error, values }: Input) {
  const { t } = useI18n();
  const [text, setText] = useState(values?.feedback ?? '');
  const [name, setName] = useState(values?.customerName ?? '');
  const [email, setEmail] = useState(values?.customerEmail ?? '');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState(error);
  // Before hydration the button stays enabled, so the form also works without JavaScript.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!text.trim()) {
      toast({ title: t('customer.toastEmptyTitle'), description: t('customer.toastEmptyBody') });
      return;
    }
    if (email.trim() && !EMAIL.test(email.trim())) {
      setProblem(t('customer.emailInvalid'));
      return;
    }
    setSending(true);
    setProblem(undefined);
    try {
      const r = await postJson<{ message?: string; code?: string }>(
        `/api/businesses/${encodeURIComponent(business.id)}/feedback`,
        {
          feedback: text,
          rating,
          ...(scanId ? { scanId } : {}),
          ...(name.trim() ? { customerName: name } : {}),
          ...(email.trim() ? { customerEmail: email } : {}),
        },
      );
      // 409: this visit's feedback already arrived (e.g. a double tap); the customer is done either way.
      if (r.ok || r.status === 409) {
        setSent(true);
        toast({ title: t('customer.toastSentTitle'), description: t('customer.toastSentBody') });
      } else if (r.status >= 500) {
        // Our fault, not the customer's: say so; the text stays in the form.
        setProblem(t('customer.serverFault'));
      } else {
        // The server's JSON messages are English; the customer reads their own language.
        setProblem(
          t(
            r.data && 'code' in r.data && r.data.code === 'SCAN_NOT_FOUND'
              ? 'customer.visitNotFound'
              : 'customer.checkForm',
          ),
        );
      }
    } catch {
      toast({
        title: t('customer.toastSendErrorTitle'),
        description: t('customer.toastSendErrorBody'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  return {
    fields: { text, setText, name, setName, email, setEmail },
    sending,
    sent,
    problem,
    // Empty text cannot be sent once the script runs; before, the server answers.
    canSend: !sending && !(hydrated && text === ''),
    submit,
  };
}
