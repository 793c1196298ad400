// Per-lesson summary for a closing note or a reviewer: title (en / zh-TW), the outcome line of the file's top
// comment, the highest Flesch–Kincaid grade of its field groups, its longest English sentence, the true/false
// answer and its Facts lines. Usage: npx tsx scripts/lesson-summary.ts M35 M36 … (or an island key: future).
import { getModuleMeta, modulesOfIsland } from '../src/content/catalogue-queries';
import { parseTopComment } from '../src/content/content-facts';
import { childEnglishTexts, englishSentences, groupReadingGrades, wordCount } from '../src/content/readability';
import type { IslandKey } from '../src/content/schema/ids';
import { loadLessons } from './content-report';

const ids = process.argv.slice(2).flatMap((arg) => (/^M\d+$/i.test(arg) ? [arg.toUpperCase()] : modulesOfIsland(arg as IslandKey).map((meta) => meta.id)));

// The same reading of the lesson files as the content report's.
const written = new Map((await loadLessons()).map((lesson) => [lesson.body.id, lesson]));

for (const id of ids) {
  const meta = getModuleMeta(id);
  const lesson = written.get(id);
  if (!lesson) {
    console.info(`- **${id}**: no body yet`);
    continue;
  }
  const { body, source } = lesson;
  const comment = parseTopComment(source);
  const joined = (comment?.lines ?? []).join(' ');
  const outcome = /(Learning outcome[^:]*:|Grade \d+, [A-Za-z ]+:)(.*?)(?= Benchmark| The island| Numbers:|$)/.exec(joined);
  const grades = [...groupReadingGrades(body)].sort((a, b) => b[1] - a[1]);
  const longest = childEnglishTexts(body)
    .flatMap((text) => englishSentences(text.text))
    .reduce((best, sentence) => Math.max(best, wordCount(sentence)), 0);
  const bool = body.format === 'classic' ? body.quiz.find((question) => question.type === 'bool') : undefined;
  const facts = comment?.facts?.none ? ['none'] : (comment?.facts?.entries.map((entry) => entry.text) ?? []);
  console.info(`- **${id} ${meta?.title.en} / ${meta?.title['zh-TW']}** — ${outcome ? `${outcome[1]}${outcome[2]}`.trim() : '(no outcome line)'}`);
  console.info(`  FK ${grades[0]?.[1].toFixed(1)} (${grades[0]?.[0]}), longest sentence ${longest} words${bool && 'correctAnswer' in bool ? `, T/F ${String(bool.correctAnswer)}` : ''}. Facts: ${facts.join(' · ')}`);
}
