import { describe, expect, it } from 'vitest';
import { INVALID_MATH_HINT } from './math-parts';
import { renderMarkdown } from './markdown';

const mediaImage = `/media/i/${'a'.repeat(64)}.jpg`;

/** The rendered HTML parsed, to ask it questions as a browser would. */
function dom(source: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(source);
  return container;
}

describe('renderMarkdown: what an officer writes', () => {
  it('renders headings from h2 (the title is the h1), emphasis, lists, quotes, code and tables', () => {
    const html = dom(
      [
        '# Results',
        '## Details',
        '### Venues',
        'Some *emphasis* and **strong** words.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '> Said the dean.',
        '',
        '`E = mc^2` in code',
        '',
        '| Level | Venue |',
        '|---|---|',
        '| 100L | LT1 |',
      ].join('\n'),
    );
    expect(html.querySelector('h1')).toBeNull();
    expect([...html.querySelectorAll('h2')].map((h2) => h2.textContent)).toEqual([
      'Results',
      'Details',
    ]);
    expect(html.querySelector('h3')?.textContent).toBe('Venues');
    expect(html.querySelector('em')?.textContent).toBe('emphasis');
    expect(html.querySelector('strong')?.textContent).toBe('strong');
    expect([...html.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(html.querySelector('ol li')?.textContent).toBe('first');
    expect(html.querySelector('blockquote')?.textContent?.trim()).toBe('Said the dean.');
    expect(html.querySelector('code')?.textContent).toBe('E = mc^2');
    expect(html.querySelector('td')?.textContent).toBe('100L');
  });

  it('keeps a plain-text body as it was written: paragraphs and single line breaks', () => {
    const html = renderMarkdown('First paragraph,\nsecond line.\n\nAnother paragraph.');
    expect(html).toBe('<p>First paragraph,<br>\nsecond line.</p>\n<p>Another paragraph.</p>\n');
  });

  it('leaves prices alone: "$5 and $10" is prose, not maths', () => {
    expect(renderMarkdown('Tickets cost $5 and $10.')).toBe('<p>Tickets cost $5 and $10.</p>\n');
  });
});

describe('renderMarkdown: what it refuses', () => {
  it('escapes raw HTML instead of passing it through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['JavaScript: in capitals', '[click](JaVaScRiPt:alert(1))'],
    ['an entity-encoded javascript:', '[click](javascript&#58;alert(1))'],
    ['data:', '[click](data:text/html;base64,PHNjcmlwdD4=)'],
    ['vbscript:', '[click](vbscript:msgbox)'],
    ['an autolink to javascript:', '<javascript:alert(1)>'],
  ])('drops a link to %s', (_, source) => {
    expect(dom(source).querySelector('a')).toBeNull();
  });

  it('gives every link rel="noopener", and links off the site noreferrer too', () => {
    const links = dom(
      '[news](/news) [web](https://example.org) [mail](mailto:psa@example.org) https://bare.example.org',
    ).querySelectorAll('a');
    expect([...links].map((link) => [link.getAttribute('href'), link.rel])).toEqual([
      ['/news', 'noopener'],
      ['https://example.org', 'noopener noreferrer'],
      ['mailto:psa@example.org', 'noopener'],
      ['https://bare.example.org', 'noopener noreferrer'],
    ]);
  });

  it('shows images only from the media library; others become their alt text', () => {
    const html = dom(
      `![Lab](${mediaImage}) ![Tracker](https://evil.example/pixel.png) ![Data](data:image/png;base64,AAAA) ![Up](/media/i/../../etc/passwd)`,
    );
    const images = html.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.alt).toBe('Lab');
    expect(images[0]!.getAttribute('src')).toBe(`${mediaImage}?w=800&q=80&f=auto`);
    expect(images[0]!.getAttribute('srcset')).toContain(`${mediaImage}?w=400&q=80&f=auto 400w`);
    expect(images[0]!.getAttribute('loading')).toBe('lazy');
    expect(html.textContent).toContain('Tracker');
    expect(html.textContent).toContain('Data');
  });

  it('escapes an image alt text that looks like markup', () => {
    const html = renderMarkdown(`![a"><script>x</script>](https://evil.example/x.png)`);
    expect(html).not.toContain('<script');
  });
});

describe('renderMarkdown: maths', () => {
  it('typesets $…$ inline and $$…$$ on its own line with KaTeX', () => {
    const html = dom('The energy $E = mc^2$ and\n\n$$\\int_0^1 x\\,dx$$');
    expect(html.querySelector('[data-math="inline"] .katex')).not.toBeNull();
    expect(html.querySelector('[data-math="display"] .katex-display')).not.toBeNull();
    expect(html.querySelector('annotation')?.textContent).toBe('E = mc^2');
  });

  it('keeps markdown out of maths, and maths out of code', () => {
    const html = dom('$a_1 * b_2 * c$ and `$x$`');
    expect(html.querySelector('em')).toBeNull();
    expect(html.querySelector('code')?.textContent).toBe('$x$');
  });

  it('reads \\$ as a dollar sign', () => {
    expect(renderMarkdown('It costs \\$5 or \\$6.')).toBe('<p>It costs $5 or $6.</p>\n');
  });

  it.each([
    ['a macro definition', '$\\def\\a{x}\\a$'],
    ['a negative kern', '$\\kern-80000px x$'],
    ['text above \\large', '$\\Huge x$'],
    ['invalid TeX', '$\\frac{1}{$'],
  ])('shows %s as written, with the hint (the public limits, ADR 0008)', (_, source) => {
    const code = dom(source).querySelector('code.math-invalid');
    expect(code?.textContent).toBe(source);
    expect(code?.getAttribute('title')).toBe(INVALID_MATH_HINT);
  });

  it('escapes TeX shown as written', () => {
    const html = renderMarkdown('$\\def<img src=x onerror=alert(1)>$');
    expect(html).not.toContain('<img');
  });
});
