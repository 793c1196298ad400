/**
 * Types for text-readability 1.1 (untyped). Only the measures the project uses are declared;
 * every measure takes English text and returns a number (a grade or a score).
 */
declare module 'text-readability' {
  interface Readability {
    /** Flesch–Kincaid grade level (US school grade), rounded to one decimal. */
    fleschKincaidGrade(text: string): number;
    /** Flesch reading ease (higher is easier). */
    fleschReadingEase(text: string): number;
    syllableCount(text: string, lang?: string): number;
    lexiconCount(text: string, removePunctuation?: boolean): number;
    sentenceCount(text: string): number;
    averageSentenceLength(text: string): number;
    averageSyllablePerWord(text: string): number;
  }
  const readability: Readability;
  export default readability;
}
