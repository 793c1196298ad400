import { useQuery } from '@tanstack/react-query';
import { TrendingUp } from 'lucide-react';
import { getIsland } from '../../../content/catalogue-queries';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { GROUPS_QUERY_KEY } from '../../lib/groups-api';
import { fetchGroupCheckGains } from '../../lib/island-checks';
import { TEACH_NS } from './teach-i18n';

const CARD = 'rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6';

/** A gain as a grown-up reads it: "+2.5", "0", "−1" (a real minus sign). */
function signed(gain: number, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(Math.abs(gain));
  return gain > 0 ? `+${number}` : gain < 0 ? `−${number}` : number;
}

/** The group's average gain from the warm-up check to the check after each island (issue 24, part 2). */
export function CheckGainsSection({ groupId }: { groupId: string }) {
  const { t } = useTranslation(TEACH_NS);
  const language = useUiLanguage();
  const query = useQuery({ queryKey: [...GROUPS_QUERY_KEY, 'check-gains', groupId], queryFn: () => fetchGroupCheckGains(groupId) });
  const gains = query.data;

  return (
    <section aria-labelledby="group-gains" className={CARD}>
      <h2 id="group-gains" className="flex items-center gap-3 text-xl font-extrabold text-teal-900">
        <TrendingUp className="h-6 w-6 shrink-0 text-teal-700" aria-hidden="true" />
        {t('gains.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('gains.text')}</p>
      {!gains ? null : gains.islands.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('gains.none')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="min-w-full border-collapse text-base">
            <caption className="sr-only">{t('gains.caption')}</caption>
            <thead>
              <tr className="bg-slate-50">
                <th scope="col" className="px-3 py-2 text-left font-bold text-slate-700">
                  {t('gains.island')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-bold text-slate-700">
                  {t('gains.children')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-bold text-slate-700">
                  {t('gains.gain')}
                </th>
              </tr>
            </thead>
            <tbody>
              {gains.islands.map((row) => (
                <tr key={row.island} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left font-semibold text-slate-900">
                    {getIsland(row.island).title[language]}
                  </th>
                  <td className="px-3 py-2 text-right text-slate-900">{row.children}</td>
                  <td className="px-3 py-2 text-right font-bold text-emerald-800">{t('gains.gainValue', { count: Math.abs(row.averageGain), gain: signed(row.averageGain, language) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
