import 'katex/dist/katex.min.css';
import mainRegularFont from 'katex/dist/fonts/KaTeX_Main-Regular.woff2?url';
import mathItalicFont from 'katex/dist/fonts/KaTeX_Math-Italic.woff2?url';
import { createContext, lazy, Suspense, use, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { RenderedMath } from '@/lib/math-parts';
import { MathParts } from './math-parts';

export { INVALID_MATH_HINT } from './math-parts';

/** The maths a page's loader rendered on the server (web/lib/math.server.ts), by text. */
export const RenderedMathContext = createContext<RenderedMath | null>(null);

/**
 * Hands a page's server-rendered maths to its MathText. When there is any, KaTeX's two most used
 * fonts are preloaded (React puts the links in <head>): arriving late, they would move the text
 * around them once it is on screen.
 */
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
      {hasMath &&
        [mainRegularFont, mathItalicFont].map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
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
