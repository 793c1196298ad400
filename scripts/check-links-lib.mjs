// The logic of scripts/check-links.mjs, kept free of process and console so the unit tests can drive it with
// an in-memory file tree. Types: check-links-lib.d.mts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** A fence opens with three or more backticks or tildes, indented at most three spaces. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/u;
/** `[text](target "title")` and `![alt](target)`; the text may hold one level of brackets. */
const INLINE_LINK = /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^()\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/gu;
/** `[label]: target` at the start of a line; `[^1]: …` is a footnote, not a link. */
const REFERENCE_DEFINITION = /^ {0,3}\[(?!\^)[^\]]+\]:\s*(<[^>]*>|\S+)/u;
/** Any scheme (http:, https:, mailto:, tel:, …) or a protocol-relative `//host`. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/iu;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/u;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/u;
const HTML_ANCHOR = /<a\s[^>]*\b(?:id|name)\s*=\s*["']([^"']+)["']/giu;

/**
 * Each line of a Markdown text with what is not prose blanked out: fenced code blocks become empty lines and
 * code spans become `x`, so neither is read as a link or heading. Line numbers are kept.
 */
export function proseLines(text) {
  const lines = text.split(/\r?\n/u);
  let fence = null;
  return lines.map((line) => {
    const opening = FENCE.exec(line);
    if (fence === null) {
      if (opening) {
        fence = opening[1];
        return '';
      }
      return line.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/gu, 'x');
    }
    // A fence closes with the same character, at least as many times, and nothing else on the line.
    if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && line.trim() === opening[1]) fence = null;
    return '';
  });
}

/**
 * Every link target in a Markdown text, with its 1-based line, in reading order. Read line by line: a link whose
 * text wraps onto the next line is not seen, so keep link texts on one line.
 */
export function extractLinks(text) {
  const links = [];
  proseLines(text).forEach((line, index) => {
    const definition = REFERENCE_DEFINITION.exec(line);
    if (definition) links.push({ line: index + 1, target: unwrap(definition[1]) });
    for (const match of line.matchAll(INLINE_LINK)) links.push({ line: index + 1, target: unwrap(match[1]) });
  });
  return links;
}

function unwrap(target) {
  return target.startsWith('<') && target.endsWith('>') ? target.slice(1, -1) : target;
}

/** True for a target this check leaves alone: another site, an e-mail address, or an anchor in the same file. */
export function isSkipped(target) {
  return target === '' || target.startsWith('#') || EXTERNAL.test(target);
}

/**
 * The anchor GitHub gives a heading (github-slugger): lower case, every character that is not a letter, mark,
 * digit, connector, space or hyphen removed, then each space turned into a hyphen.
 */
export function githubSlug(heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /gu, '-');
}

/** The heading as GitHub renders it to text: links and images by their text, emphasis and HTML tags gone. */
function headingText(raw) {
  return raw
    .replace(/!?\[((?:[^[\]]|\[[^\]]*\])*)\]\([^)]*\)/gu, '$1')
    .replace(/<[^>]+>/gu, '')
    .replace(/[*~`]/gu, '')
    .trim();
}

/** Every anchor a Markdown file offers: heading slugs (repeats numbered -1, -2… as GitHub does) and HTML ids. */
export function headingAnchors(text) {
  const anchors = new Set();
  const seen = new Map();
  const add = (heading) => {
    const base = githubSlug(headingText(heading));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  };
  // Headings are read from the raw lines (code spans are part of a heading's text); fences are skipped.
  const raw = text.split(/\r?\n/u);
  const prose = proseLines(text);
  prose.forEach((line, index) => {
    if (line === '' && raw[index] !== '') return;
    const atx = ATX_HEADING.exec(raw[index]);
    if (atx) add(atx[1] ?? '');
    else if (SETEXT_UNDERLINE.test(line) && index > 0 && prose[index - 1].trim() !== '' && !ATX_HEADING.test(raw[index - 1])) {
      // `---` under a paragraph line makes it a heading; after a blank line it is a rule, skipped above.
      add(raw[index - 1].trim());
    }
    for (const match of line.matchAll(HTML_ANCHOR)) anchors.add(match[1].toLowerCase());
  });
  return anchors;
}

/** The Node file system as the checker sees it. */
export const nodeFiles = {
  kind(path) {
    try {
      const stat = statSync(path);
      return stat.isDirectory() ? 'dir' : stat.isFile() ? 'file' : undefined;
    } catch {
      return undefined;
    }
  },
  read(path) {
    return readFileSync(path, 'utf8');
  },
};

/** README.md and every .md file under docs/, as paths relative to the root, in a stable order. */
export function markdownFiles(root) {
  const files = nodeFiles.kind(join(root, 'README.md')) === 'file' ? ['README.md'] : [];
  if (nodeFiles.kind(join(root, 'docs')) !== 'dir') return files;
  const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => ['docs', ...name.split(sep)].join('/'))
    .sort();
  return [...files, ...docs];
}

function decode(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The broken links of the given Markdown files (paths relative to root). A link is broken when its file or
 * folder does not exist, when it leaves the repository, or when its #anchor names no heading of the Markdown
 * file it points to. A target starting with `/` is read from the repository root, as GitHub does.
 */
export function findBrokenLinks(root, files, fs = nodeFiles) {
  const repository = resolve(root);
  const anchorsOf = new Map();
  const anchors = (path) => {
    if (!anchorsOf.has(path)) anchorsOf.set(path, headingAnchors(fs.read(path)));
    return anchorsOf.get(path);
  };
  const broken = [];
  for (const file of files) {
    const from = resolve(repository, file);
    for (const { line, target } of extractLinks(fs.read(from))) {
      if (isSkipped(target)) continue;
      const report = (reason) => broken.push({ file, line, target, reason });
      const hashAt = target.indexOf('#');
      const pathPart = decode((hashAt === -1 ? target : target.slice(0, hashAt)).replace(/\?.*$/u, ''));
      const anchor = hashAt === -1 ? '' : decode(target.slice(hashAt + 1));
      const resolved = pathPart.startsWith('/') ? resolve(repository, `.${pathPart}`) : resolve(from, '..', pathPart);
      const inside = relative(repository, resolved);
      if (inside.startsWith('..') || isAbsolute(inside)) {
        report('points outside the repository');
        continue;
      }
      const kind = fs.kind(resolved);
      if (kind === undefined) {
        report('no such file or folder');
        continue;
      }
      if (anchor !== '' && kind === 'file' && resolved.endsWith('.md') && !anchors(resolved).has(anchor.toLowerCase())) {
        report(`no heading with the anchor #${anchor}`);
      }
    }
  }
  return broken;
}
