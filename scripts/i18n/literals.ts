import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * `npm run i18n:literals -- <dir or file>...`: English that is still written in the code instead of
 * going through a message (JSX text, text props, notification and label strings). A heuristic to find
 * what is left to translate, not a test: it may name a CSS value or a key now and then.
 */
const TEXT_PROPS =
  /\b(label|placeholder|title|aria-label|description|alt|confirmLabel|cancelLabel|message|error|emptyText|legend|tooltip|helperText|caption|heading|nothingFoundMessage|loaderLabel)=["']([^"']*[A-Za-z]{2,}[^"']*)["']/;
const OBJECT_TEXT =
  /\b(label|title|message|description|placeholder|error|heading|text|body|subject|confirm|cancel|tooltip)\s*:\s*(['"`])([^'"`]*[A-Za-z]{3,}[^'"`]*\s[^'"`]*)\2/;
const NOTIFY = /\b(notify\.\w+|notifications\.show|showNotification|alert)\(\s*(['"`])([^'"`]*[A-Za-z]{2,})/;
const JSX_TEXT_INLINE = />\s*([A-Za-z][^<>{}]*[A-Za-z.!?:)])\s*</;
const TEXT_LINE = /^[A-Z(][A-Za-z0-9 ,.'’!?:;()/&%-]*[A-Za-z.!?:)]$/;

function files(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => {
    const child = join(path, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(child).isDirectory()) return files(child);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [child] : [];
  });
}

let count = 0;
for (const target of process.argv.slice(2)) {
  for (const file of files(target)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    let previous = '';
    lines.forEach((line, index) => {
      const trimmed = line.trim();
      const isCode =
        /defaultMessage|formatMessage|FormattedMessage|\bid=|^\/\/|^\*|^\/\*|import |console\./.test(trimmed);
      const hit =
        !isCode &&
        (TEXT_PROPS.exec(trimmed)?.[2] ??
          (file.endsWith('.tsx') ? JSX_TEXT_INLINE.exec(trimmed)?.[1] : undefined) ??
          NOTIFY.exec(trimmed)?.[3] ??
          OBJECT_TEXT.exec(trimmed)?.[3] ??
          (file.endsWith('.tsx') &&
          TEXT_LINE.test(trimmed) &&
          /[>}]$|^\s*$/.test(previous) &&
          /\s/.test(trimmed)
            ? trimmed
            : undefined));
      if (hit) {
        count += 1;
        console.log(`${relative(process.cwd(), file)}:${index + 1}: ${hit}`);
      }
      if (trimmed) previous = trimmed;
    });
  }
}
console.log(`${count} literal texts`);
