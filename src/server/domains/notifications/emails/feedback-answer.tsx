import { Text } from '@react-email/text';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { colors, EmailLayout } from './layout';
import { mailTranslator } from './messages';
import { Lines, MailHeading, RatedItem } from './parts';

export type FeedbackAnswerProps = {
  businessName: string;
  /** The owner's words, as they wrote them. */
  answer: string;
  followUp: boolean;
  /** What the customer wrote, quoted under the answer. */
  feedback: { rating: number; text: string; date: string };
  unsubscribeUrl: string;
  /** The customer's language. */
  locale: Locale;
};

export const feedbackAnswerSubject = (p: Pick<FeedbackAnswerProps, 'businessName' | 'followUp' | 'locale'>) =>
  mailTranslator(p.locale).t(p.followUp ? 'email.answer.followUpSubject' : 'email.answer.subject', {
    business: p.businessName,
  });

/** The owner's answer to a customer's private feedback: their words, then what the customer wrote. */
export function FeedbackAnswerEmail(p: FeedbackAnswerProps) {
  const i18n = mailTranslator(p.locale);
  const { t } = i18n;
  return (
    <EmailLayout
      preview={p.answer.slice(0, 120)}
      unsubscribeUrl={p.unsubscribeUrl}
      reason={t('email.answer.reason', { business: p.businessName })}
      i18n={i18n}
    >
      <MailHeading>{feedbackAnswerSubject(p)}</MailHeading>
      <Text
        style={{
          fontSize: '16px',
          lineHeight: '24px',
          color: colors.ink,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Lines text={p.answer} />
      </Text>
      <Text style={{ color: colors.muted, fontSize: '14px', lineHeight: '20px', margin: '16px 0 0' }}>
        {t('email.answer.youWrote', { date: p.feedback.date })}
      </Text>
      <RatedItem rating={p.feedback.rating} meta="" text={p.feedback.text} />
      <Text style={{ color: colors.muted, fontSize: '14px', lineHeight: '20px' }}>
        {t('email.answer.replyHint', { business: p.businessName })}
      </Text>
    </EmailLayout>
  );
}
