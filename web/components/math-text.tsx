import { createContext, lazy, Suspense, use, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { RenderedMath } from '@/lib/math-parts';
import { KatexFontPreloads } from './katex-fonts';
import { MathParts } from './math-parts';

export { INVALID_MATH_HINT } from './math-parts';

/** The maths a page's loader rendered on the server (web/lib/math.server.ts), by text. */
export const RenderedMathContext = createContext<RenderedMath | null>(null);

/** Hands a page's server-rendered maths to its MathText, with KaTeX's fonts when there is any. */
export function RenderedMathProvider({
  math,
  children,
}: {
  math: RenderedMath;
  children: ReactNode;
}) {
  const hasMath = Object.keys(math).length > 0;
  return (
    <RenderedMathContext value={math}>
      {hasMath && <KatexFontPreloads />}
      {children}
    </RenderedMathContext>
  );
}

// The admin renders maths in the browser: KaTeX loads there, and only there.
const BrowserMath = lazy(() => import('./browser-math'));

/**
 * Text people wrote, with `$…$` and `$$…$$` maths rendered by KaTeX: by the server for public pages
 * (RenderedMathContext), in the browser for the admin. Invalid or disallowed TeX is shown as written
 * with a gentle hint, and never breaks the page.
 */
export function MathText({ text, className }: { text: string; className?: string }) {
  const rendered = use(RenderedMathContext);
  const parts = rendered?.[text];
  return (
    <span data-slot="math-text" className={cn('break-words whitespace-pre-line', className)}>
      {parts ? (
        <MathParts parts={parts} />
      ) : !text.includes('$') || rendered ? (
        text
      ) : (
        <Suspense fallback={text}>
          <BrowserMath text={text} />
        </Suspense>
      )}
    </span>
  );
}
