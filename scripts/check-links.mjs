// `npm run check:links`: every relative link in README.md and docs/**/*.md must lead to a file or folder of this
// repository (and to an existing heading when it names one), so the documentation works for anyone who clones it.
import { fileURLToPath } from 'node:url';
import { findBrokenLinks, markdownFiles } from './check-links-lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = markdownFiles(root);
const broken = findBrokenLinks(root, files);

if (broken.length > 0) {
  console.error(`${broken.length} broken documentation link(s):\n`);
  for (const link of broken) console.error(`  ${link.file}:${link.line}  ${link.target}  (${link.reason})`);
  console.error('\nFix the target, or point to a file inside the repository.');
  process.exit(1);
}
console.info(`Documentation links: ${files.length} Markdown files checked, no broken relative link.`);
