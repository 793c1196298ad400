import { CloudDownload, CloudOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { IslandKey } from '../../../content/schema/ids';
import { useTranslation } from '../../i18n/i18n';
import { OFFLINE_NS } from '../../lib/offline-i18n';
import { countKept, keepLessons, lessonsOfIsland, offlineLessonsSupported, onKeptLessonsChange, rememberKeepChoice, removeLessons, type IslandLesson } from '../../lib/offline-lessons';
import { ProgressBar } from '../progress-bar';

/** The state shown, derived from the lessons cache (never a stored flag), so it survives reloads. */
type KeepState =
  | { readonly phase: 'checking' }
  | { readonly phase: 'idle'; readonly kept: number; readonly failed: boolean }
  | { readonly phase: 'downloading'; readonly kept: number }
  | { readonly phase: 'removing' };

const BYTES_PER_KB = 1000;

/**
 * "Keep this island for offline" (decision 025): a switch that downloads all of the island's written lessons into
 * the service worker's lessons cache, with how many and how big, progress while downloading, and switching off
 * removes them. On when every lesson is on the device.
 */
export function KeepIslandOffline({ island }: { island: IslandKey }) {
  const { t } = useTranslation(OFFLINE_NS);
  const labelId = useId();
  const detailId = useId();
  const [supported] = useState(offlineLessonsSupported);
  const [lessons, setLessons] = useState<readonly IslandLesson[]>([]);
  const [state, setState] = useState<KeepState>({ phase: 'checking' });

  useEffect(() => {
    if (!supported) return;
    let live = true;
    const check = async () => {
      try {
        const found = await lessonsOfIsland(island);
        const kept = await countKept(found);
        if (!live) return;
        setLessons(found);
        // A download or removal started here reports its own progress; this only follows the others (Seed
        // Island kept in the background after the first visit).
        setState((current) => (current.phase === 'checking' || current.phase === 'idle' ? { phase: 'idle', kept, failed: current.phase === 'idle' && current.failed && kept < found.length } : current));
      } catch {
        if (live) setState((current) => (current.phase === 'checking' ? { phase: 'idle', kept: 0, failed: false } : current));
      }
    };
    void check();
    const stop = onKeptLessonsChange(() => void check());
    return () => {
      live = false;
      stop();
    };
  }, [island, supported]);

  if (!supported) {
    return (
      <section aria-labelledby={labelId} className="flex items-start gap-3 rounded-3xl border-2 border-slate-200 bg-white p-5">
        <CloudOff className="mt-1 h-6 w-6 shrink-0 text-slate-600" aria-hidden="true" />
        <div>
          <h2 id={labelId} className="text-lg font-bold text-slate-900">
            {t('keepTitle')}
          </h2>
          <p className="text-slate-700">{t('unsupported')}</p>
        </div>
      </section>
    );
  }
  if (state.phase !== 'checking' && lessons.length === 0) return null;

  const total = lessons.length;
  const kb = Math.max(1, Math.round(lessons.reduce((sum, lesson) => sum + lesson.bytes, 0) / BYTES_PER_KB));
  const on = (state.phase === 'idle' && state.kept === total) || state.phase === 'downloading';
  const busy = state.phase !== 'idle';

  const toggle = async () => {
    if (state.phase !== 'idle') return;
    if (on) {
      rememberKeepChoice(island, false);
      setState({ phase: 'removing' });
      await removeLessons(lessons).catch(() => undefined);
      setState({ phase: 'idle', kept: await countKept(lessons).catch(() => 0), failed: false });
      return;
    }
    rememberKeepChoice(island, true);
    setState({ phase: 'downloading', kept: state.kept });
    const kept = await keepLessons(lessons, (done) => setState({ phase: 'downloading', kept: done })).catch(() => 0);
    setState({ phase: 'idle', kept, failed: kept < total });
  };

  let detail: string;
  if (state.phase === 'checking') detail = t('checking');
  else if (state.phase === 'downloading') detail = t('downloading', { done: state.kept, total });
  else if (state.phase === 'removing') detail = '';
  else if (state.kept === total) detail = t('kept', { count: total });
  else if (state.failed) detail = t('failed', { done: state.kept, total });
  else if (state.kept > 0) detail = t('partly', { done: state.kept, total });
  else detail = '';

  return (
    <section aria-labelledby={labelId} className="flex flex-col gap-3 rounded-3xl border-2 border-teal-200 bg-white p-5">
      {/* On a narrow screen or at a large text size the switch moves under the text instead of past the edge. */}
      <div className="flex flex-wrap items-start gap-4">
        <CloudDownload className="mt-1 hidden h-7 w-7 shrink-0 text-teal-700 sm:block" aria-hidden="true" />
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1 break-words">
          <h2 id={labelId} className="text-lg font-bold text-slate-900">
            {t('keepTitle')}
          </h2>
          <p className="text-slate-700">{t('keepBody', { count: total, kb })}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={detailId}
          aria-busy={busy}
          disabled={busy}
          onClick={() => void toggle()}
          className={`relative inline-flex h-11 w-20 shrink-0 items-center rounded-full border-2 transition-colors focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-wait motion-reduce:transition-none ${on ? 'border-teal-800 bg-teal-700' : 'border-slate-500 bg-slate-200'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-8 w-8 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${on ? 'translate-x-10' : 'translate-x-1'}`}
          />
        </button>
      </div>
      {state.phase === 'downloading' ? <ProgressBar value={total === 0 ? 0 : (state.kept / total) * 100} label={detail} /> : null}
      <p id={detailId} role="status" className="min-h-6 text-sm font-semibold text-slate-700">
        {detail}
      </p>
    </section>
  );
}
