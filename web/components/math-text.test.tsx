import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMath } from '@/lib/math.server';
import { splitMath } from '@/lib/math-segments';
import { INVALID_MATH_HINT, MathText, RenderedMathContext } from './math-text';

/** As the admin shows it: KaTeX loads in the browser, and the maths appears once it has. */
async function renderInBrowser(text: string) {
  const result = render(<MathText text={text} />);
  await act(async () => {
    await import('./browser-math');
  });
  return result;
}

/** As a public page shows it: its loader rendered the maths on the server. */
function renderFromServer(text: string, rendered = renderMath([text])) {
  return render(
    <RenderedMathContext value={rendered}>
      <MathText text={text} />
    </RenderedMathContext>,
  );
}

const ways = [
  ['in the browser', renderInBrowser],
  ['from the server', async (text: string) => renderFromServer(text)],
] as const;

describe('splitMath', () => {
  it('finds inline and display maths, keeps escaped and lone dollars as text', () => {
    expect(splitMath('So $E = mc^2$ and $$\\int x\\,dx$$ cost \\$5 or $3')).toEqual([
      { kind: 'text', text: 'So ' },
      { kind: 'math', tex: 'E = mc^2', display: false, source: '$E = mc^2$' },
      { kind: 'text', text: ' and ' },
      { kind: 'math', tex: '\\int x\\,dx', display: true, source: '$$\\int x\\,dx$$' },
      { kind: 'text', text: ' cost $5 or $3' },
    ]);
  });
});

describe('renderMath', () => {
  it('renders only the texts with maths in them, once each', () => {
    const rendered = renderMath(['Plain words', 'Energy $E = mc^2$', 'Energy $E = mc^2$']);
    expect(Object.keys(rendered)).toEqual(['Energy $E = mc^2$']);
    expect(rendered['Energy $E = mc^2$']?.[1]).toMatchObject({ kind: 'math', display: false });
  });
});

describe('MathText', () => {
  it.each(ways)('renders maths with KaTeX and keeps the words (%s)', async (_, show) => {
    const { container } = await show('Energy $E = mc^2$ here');
    expect(container.querySelector('[data-math="inline"] .katex')).not.toBeNull();
    expect(container.textContent).toContain('Energy');
    expect(container.querySelector('math')).not.toBeNull();
  });

  it.each(ways)('renders display maths as a block (%s)', async (_, show) => {
    const { container } = await show('$$\\int x\\,dx$$');
    expect(container.querySelector('[data-math="display"] .katex-display')).not.toBeNull();
  });

  it.each(ways)('shows invalid TeX as written with a hint (%s)', async (_, show) => {
    const { container } = await show('bad $\\frac{1}{$ ok');
    const code = container.querySelector('code');
    expect(code?.textContent).toBe('$\\frac{1}{$');
    expect(code).toHaveAttribute('title', INVALID_MATH_HINT);
    expect(container.textContent).toContain('ok');
  });

  it.each(ways)(
    'shows a colour box, giant text and a macro loop as written (%s)',
    async (_, show) => {
      const text = 'a $\\colorbox{red}{x}$ b $\\Huge1000$ c $\\def\\a{\\a\\a}\\a$ d';
      const { container } = await show(text);
      const codes = [...container.querySelectorAll('code')].map((code) => code.textContent);
      expect(codes).toEqual(['$\\colorbox{red}{x}$', '$\\Huge1000$', '$\\def\\a{\\a\\a}\\a$']);
      expect(container.querySelector('.katex')).toBeNull();
    },
  );

  it('shows text without maths as it is, and never loads KaTeX for it on a public page', () => {
    const { container } = renderFromServer('Plain $5 words', {});
    expect(container.querySelector('.katex')).toBeNull();
    expect(container.textContent).toBe('Plain $5 words');
  });

  it.each(
    ways.flatMap(([way, show]) =>
      [
        '<script>window.__xss = 1</script>',
        '<img src=x onerror="window.__xss=1">',
        '$<img src=x onerror=alert(1)>$',
        '$\\href{javascript:alert(1)}{click}$',
        '$\\url{javascript:alert(1)}$',
        '$\\htmlClass{evil}{x}$ $\\htmlId{evil}{x}$ $\\htmlStyle{color:red}{x}$ $\\htmlData{a=b}{x}$',
        '$$\\includegraphics{https://evil.example/x.png}$$',
        '$\\text{<script>alert(1)</script>}$',
      ].map((payload) => [payload, way, show] as const),
    ),
  )('renders %s inert (%s)', async (payload, _, show) => {
    const { container } = await show(payload);
    expect(container.querySelector('script, img, a, iframe, object, .evil, #evil')).toBeNull();
    // No element carries a handler or a link: the payload survives only as text.
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on|^href$|^src$|^data-a$/i);
      }
    }
  });
});
