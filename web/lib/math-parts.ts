import { splitMath } from './math-segments';

/** What invalid or refused maths says about itself, shown as written. */
export const INVALID_MATH_HINT = 'This maths could not be displayed; it is shown as written.';

/** A text ready to show: plain words, and maths as KaTeX's HTML (null: shown as written). */
export type MathPart =
  | { kind: 'text'; text: string }
  | { kind: 'math'; html: string | null; source: string; display: boolean };

/** Texts with their maths rendered, by the text: what the server renders for a page. */
export type RenderedMath = Record<string, MathPart[]>;

/** Splits `text` and renders each piece of maths with `render` (KaTeX on the server or in the admin). */
export function mathParts(
  text: string,
  render: (tex: string, display: boolean) => string | null,
): MathPart[] {
  return splitMath(text).map((segment) =>
    segment.kind === 'text'
      ? segment
      : {
          kind: 'math',
          html: render(segment.tex, segment.display),
          source: segment.source,
          display: segment.display,
        },
  );
}
