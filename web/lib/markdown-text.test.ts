import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from '@contract/markdown-text';

describe('markdownToPlainText', () => {
  it('keeps the words of a Markdown body and drops its markers', () => {
    const source = [
      '# Results are out',
      '',
      'Read **the list** and *check* your `level`, ~~not~~ snake_case_words stay.',
      '',
      '- first item',
      '1. numbered',
      '> quoted',
      '',
      '![The lab](/media/i/abc.jpg) and [the page](/news "News").',
      '',
      '| Level | Venue |',
      '|---|:---:|',
      '| 100L | LT1 |',
      '',
      'Maths $E = mc^2$ stays, and \\*stars\\* are stars.',
    ].join('\n');
    expect(markdownToPlainText(source)).toBe(
      [
        'Results are out',
        '',
        'Read the list and check your level, not snake_case_words stay.',
        '',
        'first item',
        'numbered',
        'quoted',
        '',
        'The lab and the page.',
        '',
        'Level Venue',
        '',
        '100L LT1',
        '',
        'Maths $E = mc^2$ stays, and *stars* are stars.',
      ].join('\n'),
    );
  });

  it('leaves plain text as it is', () => {
    expect(markdownToPlainText('Tickets cost $5.\nBring a pen.')).toBe(
      'Tickets cost $5.\nBring a pen.',
    );
  });
});
