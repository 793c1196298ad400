import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';

/** An honest "being built" page inside the real layout, for screens a later issue builds. */
export function PlaceholderPage({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Hammer className="h-12 w-12 text-amber-600" aria-hidden="true" />
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      <p className="text-lg text-slate-700">{body}</p>
      <p className="text-slate-600">{t('placeholder.comingSoon')}</p>
      <Link to="/library" className={buttonClasses('primary')}>
        {t('placeholder.toMap')}
      </Link>
    </section>
  );
}
