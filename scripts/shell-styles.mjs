// Makes the app's stylesheet non-blocking in index.html: the loading screen paints from the HTML and its own
// small <style> as soon as the HTML arrives, instead of waiting for the stylesheet (issue 7: FCP on a slow
// connection). The stylesheet is fetched at once beside the scripts, as media="print" (which never blocks
// rendering); main.tsx switches it on and waits for it before React's first render, so no page is ever
// shown unstyled. Only one stylesheet exists (vite.config.ts: cssCodeSplit false).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.join('dist/web', 'index.html');
const html = readFileSync(file, 'utf8');
const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g)];
if (links.length !== 1) throw new Error(`shell-styles: index.html links ${links.length} stylesheets, expected 1; did the build change?`);
const [tag] = links[0];
writeFileSync(file, html.replace(tag, tag.replace(/>$/, ' media="print" data-app-styles>')));
console.info('Made the app stylesheet non-blocking in index.html');
