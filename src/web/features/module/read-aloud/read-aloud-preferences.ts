import { createContext } from 'react';

/** How lessons are read aloud. The lesson page provides it; the learner's reading settings decide it. */
export interface ReadAloudPreferences {
  /** Speech rate for every reading: 1 is the voice's normal speed. */
  rate: number;
  /** Read each new quiz question (with its options) aloud once, without a press. */
  autoReadQuestions: boolean;
}

export const DEFAULT_READ_ALOUD_PREFERENCES: ReadAloudPreferences = { rate: 1, autoReadQuestions: false };

export const ReadAloudPreferencesContext = createContext<ReadAloudPreferences>(DEFAULT_READ_ALOUD_PREFERENCES);
