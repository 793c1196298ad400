import { z } from 'zod';

/** The two languages of the product. English is the default and the fallback. */
export const LANGUAGES = ['en', 'zh-TW'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

const nonEmptyText = z.string().trim().min(1);

/** A user-facing text in both languages; neither may be empty. */
export const bilingualSchema = z.object({ en: nonEmptyText, 'zh-TW': nonEmptyText }).strict();
export type Bilingual = z.infer<typeof bilingualSchema>;

/** A value that differs per language as a whole (a word pool, accepted answers, a sentence frame). */
export function localized<T extends z.ZodType>(schema: T) {
  return z.object({ en: schema, 'zh-TW': schema }).strict();
}
