import { useDeferredValue, useMemo } from 'react';
import { ArticleProse } from '@/components/article-prose';
import { renderMarkdown } from '@/lib/markdown';

/**
 * The live preview of an article body: the renderer the public page's loader uses, loaded into
 * the admin only when an officer first looks at a preview (markdown-form-item.tsx). Typing stays
 * quick: the preview follows the text a moment behind.
 */
export default function MarkdownPreview({ text }: { text: string }) {
  const shown = useDeferredValue(text);
  const html = useMemo(() => renderMarkdown(shown), [shown]);
  if (!shown.trim()) {
    return <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>;
  }
  return <ArticleProse html={html} className="text-base sm:text-base sm:leading-7" />;
}
