import { useQuery } from '@tanstack/react-query';
import { Bar } from '@visx/shape';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarChart3 } from 'lucide-react';
import { ISLANDS } from '../../../content/islands';
import type { GroupDetail } from '../../../domain/groups';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { activityQueryKey, fetchActivity } from '../../lib/groups-api';
import { TEACH_NS } from './teach-i18n';
import '../../i18n/page-strings';

const WIDTH = 360;
const HEIGHT = 200;
const MARGIN = { top: 12, right: 4, bottom: 26, left: 40 };

/** Average percent of each island finished across the group's children, in map order. */
function islandAverages(group: GroupDetail) {
  return ISLANDS.map((island, index) => {
    const cells = group.members.map((member) => member.islands[index]?.percent ?? 0);
    const average = cells.length ? Math.round(cells.reduce((sum, value) => sum + value, 0) / cells.length) : 0;
    return { key: island.key, title: island.title, average };
  });
}

/** One bar chart as SVG (hidden from screen readers, who read the list beside it): labelled bars on a value scale. */
function Bars({ bars, max, ticks, tickLabel, colour, labelSize }: { bars: { key: string; label: string; value: number }[]; max: number; ticks: number[]; tickLabel: (tick: number) => string; colour: string; labelSize: number }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: bars.map((bar) => bar.key), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0] });
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-2 h-auto w-full" aria-hidden="true">
      <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={-6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={13} fill="#475569">
              {tickLabel(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar) => {
          const left = x(bar.key) ?? 0;
          const top = y(bar.value);
          return (
            <g key={bar.key}>
              <Bar x={left} y={top} width={x.bandwidth()} height={innerHeight - top} fill={colour} rx={3} />
              <text x={left + x.bandwidth() / 2} y={innerHeight + 16} textAnchor="middle" fontSize={labelSize} fill="#475569">
                {bar.label}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}

/**
 * Two small charts on the group page (drawn with visx, a well-kept charting kit, as SVG; this file is its own
 * chunk, loaded only here): a bar per island (the group's average percent finished) and lessons finished per week.
 * Each chart's numbers are also in a list a screen reader reads.
 */
export function GroupCharts({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(TEACH_NS);
  const language = useUiLanguage();
  const activity = useQuery({ queryKey: activityQueryKey(group.id), queryFn: () => fetchActivity(group.id) });
  const averages = islandAverages(group);
  const weeks = activity.data?.weeks ?? [];
  const most = scaleLinear<number>({ domain: [0, Math.max(1, ...weeks.map((week) => week.lessons))], nice: true });
  const shortDate = new Intl.DateTimeFormat(language, { month: 'numeric', day: 'numeric' });
  const dayOf = (weekOf: string) => shortDate.format(new Date(`${weekOf}T12:00:00Z`));

  return (
    <section aria-labelledby="group-charts" className="rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="group-charts" className="flex items-center gap-3 text-xl font-extrabold text-teal-900">
        <BarChart3 className="h-6 w-6 shrink-0 text-teal-700" aria-hidden="true" />
        {t('charts.title')}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <figure>
          <figcaption className="font-bold text-slate-900">{t('charts.islands')}</figcaption>
          <Bars bars={averages.map((item, index) => ({ key: item.key, label: String(index + 1), value: item.average }))} max={100} ticks={[0, 50, 100]} tickLabel={(tick) => `${tick}%`} colour="#0f766e" labelSize={13} />
          <ol className="sr-only">
            {averages.map((item) => (
              <li key={item.key}>{t('charts.islandValue', { island: item.title[language], percent: item.average })}</li>
            ))}
          </ol>
          <p className="mt-1 text-sm text-slate-600">{t('charts.islandsHint')}</p>
        </figure>
        <figure>
          <figcaption className="font-bold text-slate-900">{t('charts.weeks')}</figcaption>
          <Bars bars={weeks.map((week) => ({ key: week.weekOf, label: dayOf(week.weekOf), value: week.lessons }))} max={most.domain()[1] ?? 1} ticks={most.ticks(3)} tickLabel={String} colour="#d97706" labelSize={11} />
          <ol className="sr-only">
            {weeks.map((week) => (
              <li key={week.weekOf}>{t('charts.weekValue', { week: dayOf(week.weekOf), count: week.lessons })}</li>
            ))}
          </ol>
          <p className="mt-1 text-sm text-slate-600">{t('charts.weeksHint')}</p>
        </figure>
      </div>
    </section>
  );
}
