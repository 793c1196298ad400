import { Clock, Download, Eye, HeartHandshake, KeyRound, Mail, ShieldCheck, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { PRIVACY_NS } from './privacy-i18n';
import { usePageTitle } from '../../lib/page-title';

const COLLECTED: { key: 'username' | 'email' | 'password' | 'progress' | 'avatar' | 'sessions'; icon: LucideIcon }[] = [
  { key: 'username', icon: UserRound },
  { key: 'email', icon: Mail },
  { key: 'password', icon: KeyRound },
  { key: 'progress', icon: Sparkles },
  { key: 'avatar', icon: HeartHandshake },
  { key: 'sessions', icon: Clock },
];

function Section({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="flex items-center gap-3 text-xl font-extrabold text-teal-900 sm:text-2xl">
        <Icon className="h-7 w-7 shrink-0 text-teal-700" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-base leading-relaxed text-slate-800 sm:text-lg">{children}</div>
    </section>
  );
}

/** /privacy: what is kept, why, for how long, who sees it, and how to download or delete it — for children and their grown-ups. */
export function PrivacyPage() {
  const { t } = useTranslation(PRIVACY_NS);
  const { user } = useSession();

  usePageTitle(t('title'));

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-extrabold text-teal-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-lg text-slate-700">{t('intro')}</p>
      </div>

      <Section icon={ShieldCheck} title={t('collected.title')}>
        <ul className="flex flex-col gap-3">
          {COLLECTED.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-3">
              <Icon className="mt-1 h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
              <p>
                <strong className="font-bold text-slate-900">{t(`collected.${key}.name`)}</strong>
                {t('separator')}
                {t(`collected.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section icon={HeartHandshake} title={t('why.title')}>
        <p>{t('why.text')}</p>
      </Section>

      <Section icon={Clock} title={t('howLong.title')}>
        <p>{t('howLong.text')}</p>
      </Section>

      <Section icon={Eye} title={t('whoSees.title')}>
        <p>{t('whoSees.text')}</p>
        <p>{t('whoSees.groups')}</p>
        <p className="rounded-2xl bg-emerald-50 p-3 font-semibold text-emerald-950">{t('whoSees.noAds')}</p>
        <p>{t('whoSees.google')}</p>
      </Section>

      <Section icon={Download} title={t('control.title')}>
        <p>{t('control.text')}</p>
        <p className="font-semibold">{t('control.grownUp')}</p>
        <p>
          {user ? (
            <Link to="/account" className={buttonClasses('primary')}>
              {t('control.toAccount')}
            </Link>
          ) : (
            <Link to="/auth" className={buttonClasses('primary')}>
              {t('control.signIn')}
            </Link>
          )}
        </p>
      </Section>
    </div>
  );
}
