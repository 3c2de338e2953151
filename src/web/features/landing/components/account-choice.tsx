import { ArrowRight, Building2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('landing');

type Choice = { to: string; title: string; text: string; action: string; Icon: typeof Building2 };

/** The first screen after sign-in for someone with neither a business nor a team. */
export function AccountChoice({
  firstName,
  setupHref,
  joinHref,
}: {
  firstName: string | null;
  setupHref: string;
  joinHref: string;
}) {
  const { t } = useI18n();
  const choices: Choice[] = [
    {
      to: setupHref,
      title: t('landing.choice.create.title'),
      text: t('landing.choice.create.text'),
      action: t('landing.choice.create.action'),
      Icon: Building2,
    },
    {
      to: joinHref,
      title: t('landing.choice.join.title'),
      text: t('landing.choice.join.text'),
      action: t('landing.choice.join.action'),
      Icon: Users,
    },
  ];
  return (
    <section aria-labelledby="welcome-title" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-20">
      <div className="flex flex-col items-center gap-3 text-center">
        <h1 id="welcome-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {firstName ? t('landing.choice.welcome', { name: firstName }) : t('landing.choice.welcomeAnon')}
        </h1>
        <p className="text-lg text-muted-foreground">{t('landing.choice.question')}</p>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {choices.map(({ to, title, text, action, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition hover:border-primary hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden className="size-6" />
              </span>
              <div className="flex flex-col gap-2">
                <h2 className="text-xl font-semibold">{title}</h2>
                <p className="text-muted-foreground">{text}</p>
              </div>
              <span className="mt-auto flex items-center gap-1 text-sm font-semibold text-primary">
                {action}
                <ArrowRight
                  aria-hidden
                  className="size-4 transition-transform group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
