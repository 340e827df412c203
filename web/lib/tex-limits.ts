import katex, { type KatexOptions } from 'katex';

/**
 * What public TeX may do beyond KaTeX's own limits (maxSize caps a size, maxExpand counts macro
 * expansions, trust: false drops links and HTML). See docs/decisions/0008-bounded-public-maths.md.
 */

/**
 * Commands shown as written wherever they appear. Macro definitions: a defined macro can repeat a
 * long body on every use, and KaTeX slows down steeply past some 20,000 tokens, so a 4 KB answer
 * could hold the server for minutes; without them only KaTeX's own short macros expand. \message,
 * \errmessage and \show write to the server's console. The rest draw over the text around them or
 * dress the maths up as something else: colour boxes, overlaps, raised boxes.
 */
const refusedCommands = new Set([
  'def',
  'gdef',
  'edef',
  'xdef',
  'let',
  'futurelet',
  'newcommand',
  'renewcommand',
  'providecommand',
  'message',
  'errmessage',
  'show',
  'colorbox',
  'fcolorbox',
  'llap',
  'rlap',
  'clap',
  'mathllap',
  'mathrlap',
  'mathclap',
  'smash',
  'raisebox',
]);

/** \large: KaTeX numbers the size commands from \tiny (1) to \Huge (11). */
const largestSize = 7;

/**
 * How far negative spaces together may move the maths back, in em: \! a few times over, or \TeX,
 * but not far enough to cover the words before it (maxSize does not bound negative sizes).
 */
const negativeBudgetEm = 5;

/** Em per unit, as KaTeX converts them at the normal size (10 pt to the em). */
const emPerUnit: Record<string, number> = {
  em: 1,
  ex: 0.431,
  mu: 1 / 18,
  pt: 0.1,
  mm: 7227 / 2540 / 10,
  cm: 7227 / 254 / 10,
  in: 7.227,
  bp: 803 / 8000,
  px: 803 / 8000,
  pc: 1.2,
  dd: 1238 / 11570,
  cc: 14856 / 11570,
  nd: 685 / 6420,
  nc: 1370 / 1070,
  sp: 1 / 655360,
};

/** Control words as KaTeX's lexer reads them: `\\Huge` is a line break and the letters Huge. */
function* controlWords(tex: string): Generator<string> {
  for (const [, word] of tex.matchAll(/\\([A-Za-z@]+)|\\[^A-Za-z@]/g)) if (word) yield word;
}

type Measure = { number: number; unit: string };

function isMeasure(value: object): value is Measure {
  const candidate = value as Partial<Measure>;
  return typeof candidate.number === 'number' && typeof candidate.unit === 'string';
}

/** Whether KaTeX's parse tree stays within the size and spacing limits. */
function withinLimits(tree: unknown): boolean {
  let negativeEm = 0;
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      stack.push(...(node as unknown[]));
      continue;
    }
    if (isMeasure(node)) {
      if (node.number < 0) negativeEm += -node.number * (emPerUnit[node.unit] ?? 1);
      if (negativeEm > negativeBudgetEm) return false;
      continue;
    }
    const record = node as Record<string, unknown>;
    if (record.type === 'sizing' && typeof record.size === 'number' && record.size > largestSize) {
      return false;
    }
    for (const [key, value] of Object.entries(record)) {
      // `loc` points back into the lexer and its whole input: no part of the maths itself.
      if (key !== 'loc') stack.push(value);
    }
  }
  return true;
}

/** KaTeX's parser: exported by the package (`katex.__parse`) though left out of its types. */
const parse = (katex as unknown as { __parse: (tex: string, options: KatexOptions) => unknown })
  .__parse;

/**
 * Whether a piece of public TeX may be rendered. Throws KaTeX's ParseError when it is not valid
 * TeX, as rendering it would.
 */
export function allowedTex(tex: string, options: KatexOptions): boolean {
  for (const word of controlWords(tex)) if (refusedCommands.has(word)) return false;
  return withinLimits(parse(tex, options));
}
