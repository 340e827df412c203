import { describe, expect, it } from 'vitest';
import { staffNameSchema } from '../contract/auth';
import {
  keywordList,
  optionalLine,
  requiredLine,
  requiredText,
  titleText,
} from '../contract/fields';
import { contactMessageCreateSchema } from '../contract/inbox';

/** Issue 17, item 9: what typed text may hold, by the kind of field. */
const hostile = {
  'a right-to-left override': 'invoice\u202Egpj.exe',
  'a left-to-right embedding': 'a\u202Ab',
  'a first-strong isolate': 'a\u2068b\u2069',
  'a NUL': 'a\u0000b',
  'an escape': 'a\u001B[31mb',
  'a DEL': 'a\u007Fb',
  'a C1 control': 'a\u0085b',
  'a lone surrogate': 'a\uD800b',
};

describe('a single line (names, titles, tags, filenames)', () => {
  it.each(Object.entries(hostile))('refuses %s', (_what, value) => {
    expect(requiredLine(100).safeParse(value).success).toBe(false);
    expect(titleText.safeParse(value).success).toBe(false);
    expect(keywordList.safeParse(['ok', value]).success).toBe(false);
    expect(staffNameSchema.safeParse(value).success).toBe(false);
  });

  it.each([['a line\nbreak'], ['a\ttab'], ['a\rreturn']])('refuses %j inside it', (value) => {
    expect(requiredLine(100).safeParse(value).success).toBe(false);
  });

  it('strips zero-width spaces, word joiners and byte-order marks, and trims', () => {
    expect(requiredLine(100).parse('\uFEFF Ada\u200B Love\u2060lace \n')).toBe('Ada Lovelace');
    expect(keywordList.parse('opt\u200Bics, \u200B')).toEqual(['optics']);
    expect(optionalLine(100).parse('\u200B')).toBe(undefined);
    expect(requiredLine(100).safeParse('\u200B\u200B').success).toBe(false);
  });

  it('keeps what real names and titles use: accents, scripts, joiners, emoji', () => {
    for (const value of [
      'Chìdínmá Ọ̀kọ́nkwọ́',
      'مهدی‌زاده',
      'क्‍ष',
      'Family 👨‍👩‍👧 day',
      'שלום (Hebrew) عربي',
    ]) {
      expect(requiredLine(100).parse(value)).toBe(value);
    }
  });
});

describe('multi-line text (descriptions, bodies, messages)', () => {
  it('keeps line breaks and tabs', () => {
    expect(requiredText(100).parse('first line\r\n\tsecond line')).toBe(
      'first line\r\n\tsecond line',
    );
  });

  it.each(Object.entries(hostile))('refuses %s', (_what, value) => {
    expect(requiredText(100).safeParse(value).success).toBe(false);
  });

  it('strips invisible characters', () => {
    expect(requiredText(100).parse('para\u200Bgraph\n')).toBe('paragraph');
  });
});

describe('the public forms', () => {
  const message = { name: 'Ada', email: 'ada@example.org', subject: 'Hello', message: 'Hi\nthere' };
  it('refuse a bidi override or a line break in a name or subject, not in the message', () => {
    expect(contactMessageCreateSchema.safeParse(message).success).toBe(true);
    for (const change of [
      { name: 'Ada\u202E' },
      { subject: 'Hello\nBcc: x' },
      { message: 'Hi \u202Ethere' },
    ]) {
      expect(contactMessageCreateSchema.safeParse({ ...message, ...change }).success).toBe(false);
    }
  });
});
