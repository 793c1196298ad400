import { describe, expect, it } from 'vitest';
import { readingSettingsSchema, readingSettingsUpdateSchema } from './reading-settings';
import { DEFAULT_READING_SETTINGS, isDefaultReadingSettings, mergeReadingSettings, readingSettingsFrom, ROOT_FONT_PERCENT, SPEECH_RATES, TEXT_SIZES } from './reading-settings-options';

describe('reading settings', () => {
  it('start at normal text, no extra spacing, motion as the system says and normal read-aloud speed', () => {
    expect(DEFAULT_READING_SETTINGS).toEqual({ textSize: 'normal', spacious: false, reduceMotion: false, speechRate: 1 });
    expect(readingSettingsSchema.parse(DEFAULT_READING_SETTINGS)).toEqual(DEFAULT_READING_SETTINGS);
    expect(isDefaultReadingSettings(DEFAULT_READING_SETTINGS)).toBe(true);
    expect(isDefaultReadingSettings({ ...DEFAULT_READING_SETTINGS, spacious: true })).toBe(false);
  });

  it('have three text sizes that grow, and three read-aloud speeds from slow to fast', () => {
    const percents = TEXT_SIZES.map((size) => ROOT_FONT_PERCENT[size]);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents).size).toBe(3);
    expect(percents[0]).toBe(100);
    expect([...SPEECH_RATES]).toEqual([0.75, 1, 1.25]);
  });

  it('refuse a size, speed or key that is not one of the choices', () => {
    expect(readingSettingsSchema.safeParse({ ...DEFAULT_READING_SETTINGS, textSize: 'huge' }).success).toBe(false);
    expect(readingSettingsSchema.safeParse({ ...DEFAULT_READING_SETTINGS, speechRate: 3 }).success).toBe(false);
    expect(readingSettingsSchema.safeParse({ ...DEFAULT_READING_SETTINGS, colour: 'pink' }).success).toBe(false);
  });

  it('take a change of one or more settings, but not an empty or unknown one', () => {
    expect(readingSettingsUpdateSchema.parse({ textSize: 'largest' })).toEqual({ textSize: 'largest' });
    expect(readingSettingsUpdateSchema.parse({ spacious: true, speechRate: 0.75 })).toEqual({ spacious: true, speechRate: 0.75 });
    expect(readingSettingsUpdateSchema.safeParse({}).success).toBe(false);
    expect(readingSettingsUpdateSchema.safeParse({ fontSize: 20 }).success).toBe(false);
    expect(readingSettingsUpdateSchema.safeParse({ reduceMotion: 'yes' }).success).toBe(false);
  });

  it('merge a change over what is stored, keeping the other settings', () => {
    const stored = { textSize: 'large', spacious: true };
    expect(mergeReadingSettings(stored, { speechRate: 1.25 })).toEqual({ textSize: 'large', spacious: true, reduceMotion: false, speechRate: 1.25 });
    expect(mergeReadingSettings(stored, { textSize: 'normal', spacious: undefined })).toMatchObject({ textSize: 'normal', spacious: true });
  });

  it('read stored settings leniently: a value this version does not know falls back to its default, others are kept', () => {
    expect(readingSettingsFrom(null)).toEqual(DEFAULT_READING_SETTINGS);
    expect(readingSettingsFrom('largest')).toEqual(DEFAULT_READING_SETTINGS);
    expect(readingSettingsFrom({ textSize: 'gigantic', spacious: true, reduceMotion: 'yes', speechRate: 2, extra: 1 })).toEqual({
      ...DEFAULT_READING_SETTINGS,
      spacious: true,
    });
    expect(readingSettingsFrom({ textSize: 'largest', spacious: false, reduceMotion: true, speechRate: 0.75 })).toEqual({
      textSize: 'largest',
      spacious: false,
      reduceMotion: true,
      speechRate: 0.75,
    });
  });
});
