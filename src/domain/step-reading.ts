import type { Bilingual, Language } from '../content/schema/bilingual';
import type { AdventureBody, AdventureQuestion, ClassicBody, ClassicQuestion } from '../content/schema/module-body';
import { chineseInteger } from './speech-text';

/**
 * What "Read the whole step" reads, in the order the page shows it. Each block is one piece of text on the page
 * (its id is how the page finds it to highlight the sentence being read); `lead` is said before it but is not
 * on the page ("Option A:", "Example:").
 */
export interface ReadingBlock {
  id: string;
  text: string;
  lead?: string;
}

/** The ids the page gives its readable texts; the same function names them here and there. */
export const readingBlockId = {
  story: (index: number) => `story-${index}`,
  term: (index: number, part: 'word' | 'meaning' | 'example') => `term-${index}-${part}`,
  example: (index: number) => `example-${index}`,
  scenario: (id: string, part: 'title' | 'description' | 'context') => `scenario-${id}-${part}`,
  scenarioPrompt: (id: string, index: number) => `scenario-${id}-prompt-${index}`,
  vocabulary: (id: string, part: 'word' | 'meaning' | 'example') => `vocabulary-${id}-${part}`,
  stem: (id: string) => `stem-${id}`,
  stemExample: (id: string, index: number) => `stem-${id}-example-${index}`,
  question: (id: string) => `question-${id}`,
  option: (questionId: string, index: number | boolean) => `question-${questionId}-option-${String(index)}`,
  hint: (questionId: string, index: number) => `question-${questionId}-hint-${index}`,
  why: (questionId: string) => `question-${questionId}-why`,
};

/** Words said before a block that the page shows by layout (a card, a list) rather than in words. */
const CUES = {
  en: {
    option: (position: number) => `Option ${String.fromCharCode(65 + position)}:`,
    example: 'Example:',
    think: 'Think about it:',
    hint: (n: number, total: number) => `Hint ${n} of ${total}:`,
    why: 'Why?',
  },
  'zh-TW': {
    option: (position: number) => `選項${chineseInteger(position + 1)}：`,
    example: '例句：',
    think: '想一想：',
    hint: (n: number, total: number) => `提示${chineseInteger(n)}，共${chineseInteger(total)}個：`,
    why: '為什麼？',
  },
} as const;

export type StepReading =
  | { kind: 'story'; paragraphs: readonly Bilingual[] }
  | { kind: 'terms'; definitions: AdventureBody['definitions'] }
  | { kind: 'examples'; examples: readonly Bilingual[] }
  | { kind: 'scenarios'; scenarios: ClassicBody['scenarios'] }
  | { kind: 'vocabulary'; vocabulary: ClassicBody['vocabulary'] }
  | { kind: 'stems'; stems: ClassicBody['sentenceStems'] }
  | ({ kind: 'question' } & QuestionReading);

export interface QuestionReading {
  question: AdventureQuestion | ClassicQuestion;
  /** The authored indexes of the options in the order this learner sees them (options are shuffled per learner). */
  optionOrder?: readonly number[];
  /** The words the page shows for a true/false question's two answers. */
  boolLabels: { true: string; false: string };
  /** The hints on the page now, by their 0-based place in the hint cycle. */
  shownHints?: readonly number[];
  /** The "Why" explanation is on the page (after a right answer, or on the results). */
  whyShown?: boolean;
}

function withLead(block: ReadingBlock, lead: string | undefined): ReadingBlock {
  return lead === undefined ? block : { ...block, lead };
}

/** A quiz question and its options (with "Option A:" before each), then the hints and the Why on the page. */
export function questionBlocks(reading: QuestionReading, language: Language): ReadingBlock[] {
  const { question, boolLabels } = reading;
  const cue = CUES[language];
  const blocks: ReadingBlock[] = [{ id: readingBlockId.question(question.id), text: question.question[language] }];
  if (question.type === 'bool') {
    blocks.push(
      { id: readingBlockId.option(question.id, true), text: boolLabels.true, lead: cue.option(0) },
      { id: readingBlockId.option(question.id, false), text: boolLabels.false, lead: cue.option(1) },
    );
  } else if (question.type === 'single' || question.type === 'multi') {
    const order = reading.optionOrder ?? question.options.map((_, index) => index);
    order.forEach((index, position) => {
      const option = question.options[index];
      if (option) blocks.push({ id: readingBlockId.option(question.id, index), text: option[language], lead: cue.option(position) });
    });
  }
  const cycle = question.hintCycle ?? [];
  for (const index of reading.shownHints ?? []) {
    const hint = cycle[index];
    if (hint) blocks.push({ id: readingBlockId.hint(question.id, index), text: hint[language], lead: cue.hint(index + 1, cycle.length) });
  }
  if (reading.whyShown) {
    const why = 'why' in question ? question.why : question.feedback;
    blocks.push({ id: readingBlockId.why(question.id), text: why[language], lead: cue.why });
  }
  return blocks;
}

/** Every block of a lesson step, in page order, for "Read the whole step". */
export function stepReadingBlocks(step: StepReading, language: Language): ReadingBlock[] {
  const cue = CUES[language];
  switch (step.kind) {
    case 'story':
      return step.paragraphs.map((paragraph, index) => ({ id: readingBlockId.story(index), text: paragraph[language] }));
    case 'terms':
      return step.definitions.flatMap((item, index) => [
        { id: readingBlockId.term(index, 'word'), text: item.term[language] },
        { id: readingBlockId.term(index, 'meaning'), text: item.definition[language] },
        ...(item.example ? [{ id: readingBlockId.term(index, 'example'), text: item.example[language], lead: cue.example }] : []),
      ]);
    case 'examples':
      return step.examples.map((example, index) => ({ id: readingBlockId.example(index), text: example[language] }));
    case 'scenarios':
      return step.scenarios.flatMap((scenario) => [
        { id: readingBlockId.scenario(scenario.id, 'title'), text: scenario.title[language] },
        { id: readingBlockId.scenario(scenario.id, 'description'), text: scenario.description[language] },
        { id: readingBlockId.scenario(scenario.id, 'context'), text: scenario.context[language] },
        ...scenario.thinkingPrompts.map((prompt, index) =>
          withLead({ id: readingBlockId.scenarioPrompt(scenario.id, index), text: prompt[language] }, index === 0 ? cue.think : undefined),
        ),
      ]);
    case 'vocabulary':
      return step.vocabulary.flatMap((item) => [
        { id: readingBlockId.vocabulary(item.id, 'word'), text: item.term[language] },
        { id: readingBlockId.vocabulary(item.id, 'meaning'), text: item.definition[language] },
        { id: readingBlockId.vocabulary(item.id, 'example'), text: item.example[language], lead: cue.example },
      ]);
    case 'stems':
      return step.stems.flatMap((stem) => [
        { id: readingBlockId.stem(stem.id), text: stem.stem[language] },
        ...stem.examples.map((example, index) =>
          withLead({ id: readingBlockId.stemExample(stem.id, index), text: example[language] }, index === 0 ? cue.example : undefined),
        ),
      ]);
    case 'question':
      return questionBlocks(step, language);
  }
}
