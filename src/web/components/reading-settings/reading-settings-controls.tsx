import { useId } from 'react';
import type { ReadingSettings } from '../../../domain/reading-settings';
import { SPEECH_RATE_FAST, SPEECH_RATE_NORMAL, SPEECH_RATE_SLOW, TEXT_SIZES } from '../../../domain/reading-settings-options';
import { useTranslation } from '../../i18n/i18n';
import { useReadingSettings, useSystemReducesMotion } from '../../lib/reading-settings';
import { READING_NS } from './reading-settings-i18n';

const SPEEDS = [
  { rate: SPEECH_RATE_SLOW, key: 'slow' },
  { rate: SPEECH_RATE_NORMAL, key: 'normal' },
  { rate: SPEECH_RATE_FAST, key: 'fast' },
] as const;

// A choice is the whole pill: 44 px tall at least, the radio itself hidden but focusable (arrow keys move the choice).
const CHOICE =
  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full border-2 border-slate-300 bg-white px-4 py-2 text-base font-semibold text-slate-800 hover:border-teal-500 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-600';


function Choices<T extends string | number>({ legend, name, options, value, onChange }: { legend: string; name: string; options: readonly { value: T; label: string }[]; value: T; onChange: (value: T) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-lg font-bold text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={String(option.value)} className={CHOICE}>
            <input type="radio" className="sr-only" name={name} value={String(option.value)} checked={option.value === value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Switch({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 text-slate-800">
      <input type="checkbox" role="switch" className="mt-1 h-6 w-6 shrink-0 accent-teal-700" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span className="min-w-0">
        <span className="block text-lg font-bold text-slate-900">{label}</span>
        <span className="block text-slate-700">{hint}</span>
      </span>
    </label>
  );
}

/**
 * Text size, spacious reading, reduce motion and read-aloud speed (issue 28): the same controls in the header's
 * dialog and on /account. Each change applies at once and is kept (on the account, or on this device for a guest).
 */
export function ReadingSettingsControls() {
  const { t } = useTranslation(READING_NS);
  const { settings, update, autoReadQuestions, keptOn } = useReadingSettings();
  const systemReduced = useSystemReducesMotion();
  const name = useId();
  const set = (change: Partial<ReadingSettings>) => update(change);
  return (
    <div className="flex flex-col gap-5">
      <Choices
        legend={t('textSize.label')}
        name={`${name}-text-size`}
        options={TEXT_SIZES.map((size) => ({ value: size, label: t(`textSize.${size}`) }))}
        value={settings.textSize}
        onChange={(textSize) => set({ textSize })}
      />
      <Switch label={t('spacious.label')} hint={t('spacious.hint')} checked={settings.spacious} onChange={(spacious) => set({ spacious })} />
      <div>
        <Switch label={t('reduceMotion.label')} hint={t('reduceMotion.hint')} checked={settings.reduceMotion} onChange={(reduceMotion) => set({ reduceMotion })} />
        {systemReduced && !settings.reduceMotion ? <p className="mt-1 pl-9 text-slate-700">{t('reduceMotion.system')}</p> : null}
      </div>
      <Choices
        legend={t('speechRate.label')}
        name={`${name}-speech-rate`}
        options={SPEEDS.map((speed) => ({ value: speed.rate, label: t(`speechRate.${speed.key}`) }))}
        value={settings.speechRate}
        onChange={(speechRate) => set({ speechRate })}
      />
      {autoReadQuestions ? <p className="rounded-2xl bg-sky-50 px-4 py-3 text-slate-800">{t('autoRead')}</p> : null}
      <p className="text-slate-700">{t(keptOn === 'account' ? 'keptWithAccount' : 'keptOnDevice')}</p>
    </div>
  );
}
