import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderedWhole } from './entry.server';

const text = ({ html }: { html: Uint8Array }) => new TextDecoder().decode(html);

/** A part that has to wait for its code, as a lazy component does on its first render. */
const Waited = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { default: () => <p>The part that waited</p> };
});

function Broken(): never {
  throw new Error('This part cannot render');
}

describe('a page rendered whole', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for every Suspense boundary and writes it in place, never its fallback', async () => {
    const rendered = await renderedWhole(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Waited />
        </Suspense>
      </main>,
      undefined,
    );
    expect(rendered.failed).toBe(false);
    expect(text(rendered)).toContain('<p>The part that waited</p>');
    expect(text(rendered)).not.toContain('Loading…');
    // Inline, not as a hidden part a script swaps in.
    expect(text(rendered)).not.toContain('<template');
  });

  it('says a part failed when one inside a boundary throws, and still gives the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const rendered = await renderedWhole(
      <main>
        <h1>News</h1>
        <Suspense fallback={<p>Loading…</p>}>
          <Broken />
        </Suspense>
      </main>,
      undefined,
    );
    expect(rendered.failed).toBe(true);
    expect(text(rendered)).toContain('<h1>News</h1>');
  });

  it('fails when the page itself cannot render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderedWhole(<Broken />, undefined)).rejects.toThrow('This part cannot render');
  });
});
