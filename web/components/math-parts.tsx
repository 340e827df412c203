import { INVALID_MATH_HINT, type MathPart } from '@/lib/math-parts';

export { INVALID_MATH_HINT };

/** Parts of a text as HTML: plain text stays React text; only KaTeX's own output is set as HTML. */
export function MathParts({ parts }: { parts: readonly MathPart[] }) {
  return parts.map((part, index) => {
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
  });
}
