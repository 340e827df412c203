/** A piece of a text: plain words, or TeX between `$…$` (inline) or `$$…$$` (display). */
export type MathSegment =
  { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean; source: string };

/**
 * Splits text into plain and maths segments. `\$` is a literal dollar sign; an unclosed `$` is
 * plain text, so "costs $5" stays as written. Nothing here produces HTML.
 */
export function splitMath(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let plain = '';
  let index = 0;
  const pushPlain = () => {
    if (plain) segments.push({ kind: 'text', text: plain });
    plain = '';
  };
  while (index < text.length) {
    const char = text[index];
    if (char === '\\' && text[index + 1] === '$') {
      plain += '$';
      index += 2;
      continue;
    }
    if (char !== '$') {
      plain += char;
      index += 1;
      continue;
    }
    const display = text[index + 1] === '$';
    const open = display ? 2 : 1;
    const close = findMathClose(text, index + open, display);
    const tex = close === -1 ? '' : text.slice(index + open, close);
    if (close === -1 || tex.trim() === '') {
      plain += text.slice(index, index + open);
      index += open;
      continue;
    }
    pushPlain();
    const end = close + open;
    segments.push({ kind: 'math', tex, display, source: text.slice(index, end) });
    index = end;
  }
  pushPlain();
  return segments;
}

/**
 * The closing delimiter's index (-1: none), skipping escaped dollars; inline maths does not cross a
 * blank line. Markdown article bodies find their maths with it too (markdown-math.ts).
 */
export function findMathClose(text: string, from: number, display: boolean): number {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '\\') {
      i += 1;
      continue;
    }
    if (!display && text[i] === '\n' && text[i + 1] === '\n') return -1;
    if (text[i] !== '$') continue;
    if (display) {
      if (text[i + 1] === '$') return i;
    } else return i;
  }
  return -1;
}
