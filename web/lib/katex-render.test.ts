import { describe, expect, it, vi } from 'vitest';
import { renderTex } from './katex-render';

/** The lengths KaTeX wrote into the markup's style attributes, in em (the TeX source aside). */
function styleLengths(html: string): number[] {
  const styles = [...html.matchAll(/style="([^"]*)"/g)].map(([, style]) => style!).join(';');
  return [...styles.matchAll(/(-?[\d.]+)em/g)].map(([, value]) => Number(value));
}

describe('renderTex bounds what public maths can draw', () => {
  it.each([
    ['\\rule{80000px}{80000px}', 'width:5em'],
    ['\\kern80000px x', 'margin-right:5em'],
    ['x\\hspace{900cm}y', 'margin-right:5em'],
  ])('clamps %s to 5 em', (tex, clamped) => {
    const html = renderTex(tex, false)!;
    expect(html).toContain(clamped);
    expect(Math.max(...styleLengths(html))).toBeLessThanOrEqual(5);
  });

  it.each([
    ['a negative kern', '\\kern-80000px x'],
    ['a negative math skip', '\\mskip-900mu x'],
    ['three hundred negative thin spaces', `${'\\!'.repeat(300)}x`],
    ['a line break that moves up', 'a\\\\[-50em]b'],
    ['a rule moved down', '\\rule[-50em]{1em}{1em}'],
  ])('shows %s as written', (_, tex) => {
    expect(renderTex(tex, true)).toBeNull();
  });

  it('keeps the small negative spaces maths uses', () => {
    expect(renderTex('\\int\\!\\!\\int f(x,y)\\,dx\\,dy', true)).toContain('katex');
    expect(renderTex('a\\\\[-0.5ex]b \\quad \\TeX', true)).toContain('katex');
  });

  it.each([
    '\\colorbox{red}{Official notice}',
    '\\fcolorbox{red}{yellow}{x}',
    '\\Huge x',
    '\\Huge1000',
    '\\huge x',
    '\\LARGE x',
    '\\Large x',
    '\\text{\\Huge x}',
    '\\mathllap{\\text{over the words before}}x',
    '\\rlap{x}',
    '\\smash{x}',
    '\\raisebox{2em}{x}',
  ])('shows %s as written', (tex) => {
    expect(renderTex(tex, false)).toBeNull();
  });

  it('renders \\large, and a line break followed by the letters Huge', () => {
    expect(renderTex('\\large x', false)).toContain('katex');
    expect(renderTex('a\\\\Huge', true)).toContain('katex');
  });

  it('stops a macro loop and shows it as written, at once', () => {
    const started = performance.now();
    expect(renderTex('\\def\\a{\\a\\a}\\a', false)).toBeNull();
    expect(renderTex('\\newcommand{\\a}{\\a\\a}\\a', false)).toBeNull();
    // A long body used many times once took minutes.
    expect(renderTex(`\\def\\a{${'x'.repeat(4000)}}${'\\a'.repeat(48)}`, false)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("counts KaTeX's own macros: a hundred \\neq render, thousands do not", () => {
    expect(renderTex(Array(100).fill('a \\neq b').join(', '), false)).toContain('katex');
    expect(renderTex(Array(1000).fill('\\neq').join(', '), false)).toBeNull();
  });

  it('never writes to the console', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(renderTex('\\message{written to the server log}', false)).toBeNull();
    expect(renderTex('\\show\\alpha', false)).toBeNull();
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('shows maths that would become megabytes of markup as written', () => {
    expect(renderTex('\\sqrt{\\sqrt{\\sqrt{x}}}'.repeat(400), true)).toBeNull();
  });

  it('shows a nesting too deep for the parser as written', () => {
    expect(renderTex(`${'{'.repeat(5000)}x${'}'.repeat(5000)}`, false)).toBeNull();
  });
});
