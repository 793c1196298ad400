import { z } from 'zod';
import { SPEECH_RATES, TEXT_SIZES } from './reading-settings-options';

/**
 * A learner's reading settings (issue 28): text size, a more spacious reading mode (WCAG 1.4.12), reduce
 * motion and the read-aloud speed. Kept per learner on the server and in localStorage for a guest.
 * The choices themselves are in reading-settings-options.ts (no zod there: the first page reads them).
 */

export const textSizeSchema = z.enum(TEXT_SIZES);
export type TextSize = z.infer<typeof textSizeSchema>;

export const speechRateSchema = z.literal(SPEECH_RATES);
export type SpeechRate = z.infer<typeof speechRateSchema>;

export const readingSettingsSchema = z
  .object({
    textSize: textSizeSchema,
    /** Line height 1.5, paragraph spacing 2×, letter spacing 0.12 em and word spacing 0.16 em (WCAG 1.4.12). */
    spacious: z.boolean(),
    /** Turns animations off even when the system does not ask for reduced motion (the system's wish always counts). */
    reduceMotion: z.boolean(),
    speechRate: speechRateSchema,
  })
  .strict();
export type ReadingSettings = z.infer<typeof readingSettingsSchema>;

/** `PUT /api/account/reading-settings`: any of the settings; the others keep their value. */
export const readingSettingsUpdateSchema = readingSettingsSchema
  .partial()
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'textSize, spacious, reduceMotion or speechRate');
export type ReadingSettingsUpdate = z.infer<typeof readingSettingsUpdateSchema>;
