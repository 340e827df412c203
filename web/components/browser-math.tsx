import { useMemo } from 'react';
import { renderTex } from '@/lib/katex-render';
import { mathParts } from '@/lib/math-parts';
import { MathParts } from './math-parts';

/** Maths rendered in the browser (the admin), with the same rules as the server's. */
export default function BrowserMath({ text }: { text: string }) {
  const parts = useMemo(() => mathParts(text, renderTex), [text]);
  return <MathParts parts={parts} />;
}
