import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** bench/RESULTS.md, where every web bench records its section. */
const RESULTS_FILE = fileURLToPath(new URL('../RESULTS.md', import.meta.url));

/** Replaces this bench's own section of RESULTS.md and keeps every other section as it is. */
export function writeSection(file: string, heading: string, body: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const lines = current.split('\n');
  const start = lines.findIndex(
    (line) => line.trim().toLowerCase() === `## ${heading}`.toLowerCase(),
  );
  const section = [`## ${heading}`, '', body.trim(), ''];
  if (start === -1) {
    writeFileSync(file, `${current.trimEnd()}\n\n${section.join('\n')}`);
    return;
  }
  let end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  if (end === -1) end = lines.length;
  writeFileSync(
    file,
    [...lines.slice(0, start), ...section, ...lines.slice(end)].join('\n').trimEnd() + '\n',
  );
}

/** Records `body` as the section `heading` of bench/RESULTS.md. */
export function recordSection(heading: string, body: string): void {
  writeSection(RESULTS_FILE, heading, body);
}
