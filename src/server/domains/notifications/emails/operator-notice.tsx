import { Button } from '@react-email/button';
import { serverTranslator } from '#server/lib/messages.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import type { OperatorAction } from '#shared/schemas/operator.ts';
import { buttonStyle, EmailLayout } from './layout';
import { mailTranslator } from './messages';
import { MailHeading, MailText } from './parts';

/** The operator's acts that the owner is told of, each with its sentence. */
export type ToldAction = Exclude<OperatorAction, 'lift_bounce' | 'retry_failed'>;

const SENTENCE = {
  pause_sending: 'notices.action.pause_sending',
  resume_sending: 'notices.action.resume_sending',
  suspend: 'notices.action.suspend',
  restore: 'notices.action.restore',
  extend_trial: 'notices.action.extend_trial',
  set_invitation_limit: 'notices.action.set_invitation_limit',
  end_warm_up: 'notices.action.end_warm_up',
  delete_business: 'notices.action.delete_business',
} as const satisfies Record<ToldAction, string>;

export type OperatorNoticeProps = {
  businessName: string;
  action: ToldAction;
  reason: string;
  date: string;
  contact: string;
  dashboardUrl: string;
  locale: Locale;
};

export const operatorNoticeSubject = (p: Pick<OperatorNoticeProps, 'locale' | 'businessName'>) =>
  serverTranslator(p.locale, 'notices').t('notices.mail.subject', { business: p.businessName });

/** What the operator did to the owner's business, why, and whom to ask: the same words as the home's notice. */
export function OperatorNoticeEmail(p: OperatorNoticeProps) {
  const { t } = serverTranslator(p.locale, 'notices');
  return (
    <EmailLayout
      preview={operatorNoticeSubject(p)}
      reason={t('notices.mail.why')}
      i18n={mailTranslator(p.locale)}
    >
      <MailHeading>{t('notices.title')}</MailHeading>
      <MailText>{t(SENTENCE[p.action], { date: p.date })}</MailText>
      <MailText>{t('notices.reason', { reason: `\u2068${p.reason}\u2069` })}</MailText>
      <MailText>
        {t('notices.contact')} {p.contact}
      </MailText>
      <Button href={p.dashboardUrl} style={buttonStyle('16px')}>
        {t('notices.mail.button')}
      </Button>
    </EmailLayout>
  );
}
