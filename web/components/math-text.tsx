import katex from 'katex';
import 'katex/dist/katex.min.css';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { splitMath } from '@/lib/math-segments';

/** Untrusted TeX: no \href, \url, \html*, \includegraphics (trust: false), errors thrown to us. */
const katexOptions = {
  throwOnError: true,
  trust: false,
  strict: 'ignore',
  output: 'htmlAndMathml',
} as const;

export const INVALID_MATH_HINT = 'This maths could not be displayed; it is shown as written.';

function renderTex(tex: string, displayMode: boolean): string | null {
  try {
    return katex.renderToString(tex, { ...katexOptions, displayMode });
  } catch {
    return null;
  }
}

/**
 * Text people wrote, with `$…$` and `$$…$$` maths rendered by KaTeX. Plain text stays React text
 * (never HTML); only KaTeX's own output, which escapes its input, is set as HTML. Invalid TeX is
 * shown as written with a gentle hint, and never breaks the page.
 */
export function MathText({ text, className }: { text: string; className?: string }) {
  const parts = useMemo(
    () =>
      splitMath(text).map((segment) =>
        segment.kind === 'text'
          ? segment
          : { ...segment, html: renderTex(segment.tex, segment.display) },
      ),
    [text],
  );
  return (
    <span data-slot="math-text" className={cn('break-words whitespace-pre-line', className)}>
      {parts.map((part, index) => {
        if (part.kind === 'text') return part.text;
        if (part.html === null) {
          return (
            <code
              key={index}
              title={INVALID_MATH_HINT}
              aria-description={INVALID_MATH_HINT}
              className="rounded bg-muted px-1 font-mono text-[0.9em] text-foreground underline decoration-amber-500 decoration-dotted"
            >
              {part.source}
            </code>
          );
        }
        return (
          <span
            key={index}
            data-math={part.display ? 'display' : 'inline'}
            className={part.display ? 'block max-w-full overflow-x-auto py-1' : undefined}
            // KaTeX's output only: it escapes every character of its input, and trust is off.
            dangerouslySetInnerHTML={{ __html: part.html }}
          />
        );
      })}
    </span>
  );
}
