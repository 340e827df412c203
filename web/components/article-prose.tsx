import { cn } from '@/lib/cn';
import { KatexFontPreloads } from './katex-fonts';

/**
 * An article body rendered from Markdown (web/lib/markdown.ts): on a public page by its loader on
 * the server, in the admin by the live preview, so both look the same. The HTML is the renderer's
 * own: raw HTML escaped, links and images checked, maths KaTeX's.
 */
export function ArticleProse({ html, className }: { html: string; className?: string }) {
  return (
    <>
      {html.includes('data-math=') && <KatexFontPreloads />}
      <div
        data-slot="article-prose"
        className={cn('article-prose', className)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}
