import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { splitMath } from '@/lib/math-segments';
import { INVALID_MATH_HINT, MathText } from './math-text';

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

describe('MathText', () => {
  it('renders maths with KaTeX and keeps the words', () => {
    const { container } = render(<MathText text="Energy $E = mc^2$ here" />);
    expect(container.querySelector('[data-math="inline"] .katex')).not.toBeNull();
    expect(container.textContent).toContain('Energy');
    expect(container.querySelector('math')).not.toBeNull();
  });

  it('shows invalid TeX as written with a hint', () => {
    const { container } = render(<MathText text={'bad $\\frac{1}{$ ok'} />);
    const code = container.querySelector('code');
    expect(code?.textContent).toBe('$\\frac{1}{$');
    expect(code).toHaveAttribute('title', INVALID_MATH_HINT);
    expect(container.textContent).toContain('ok');
  });

  it.each([
    '<script>window.__xss = 1</script>',
    '<img src=x onerror="window.__xss=1">',
    '$<img src=x onerror=alert(1)>$',
    '$\\href{javascript:alert(1)}{click}$',
    '$\\url{javascript:alert(1)}$',
    '$\\htmlClass{evil}{x}$ $\\htmlId{evil}{x}$ $\\htmlStyle{color:red}{x}$ $\\htmlData{a=b}{x}$',
    '$$\\includegraphics{https://evil.example/x.png}$$',
    '$\\text{<script>alert(1)</script>}$',
  ])('renders %s inert', (payload) => {
    const { container } = render(<MathText text={payload} />);
    expect(container.querySelector('script, img, a, iframe, object, .evil, #evil')).toBeNull();
    // No element carries a handler or a link: the payload survives only as text.
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on|^href$|^src$|^data-a$/i);
      }
    }
  });
});
