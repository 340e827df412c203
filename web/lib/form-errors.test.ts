import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { byField, fieldErrorsFromZod, sentence, splitSaveError } from './form-errors';

const labels = { title: 'Title', date: 'Date' };

describe('form errors', () => {
  it('turns contract messages into sentences under the field’s label', () => {
    expect(sentence('Title', 'is required')).toBe('Title is required');
    expect(sentence('Link', 'must be an http(s) URL')).toBe('Link must be an http(s) URL');
    expect(sentence('Image', 'Not an image')).toBe('Not an image');
  });

  it('keeps the first zod message per field', () => {
    const schema = z.object({
      title: z.string().min(1, 'is required').min(3, 'is short'),
      other: z.number(),
    });
    const result = schema.safeParse({ title: '', other: 'x' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrorsFromZod(result.error, labels)).toEqual({
        title: 'Title is required',
        other: expect.stringContaining('expected number') as string,
      });
  });

  it('puts the server’s field messages on fields, and its message on the form otherwise', () => {
    const fieldsOnly = new ApiError('title: is required', {
      status: 400,
      code: 'http',
      fields: { title: 'is required' },
    });
    expect(splitSaveError(fieldsOnly, labels)).toEqual({
      fields: { title: 'Title is required' },
      form: null,
    });
    const unknownField = new ApiError('body: is not a known field', {
      status: 400,
      code: 'http',
      fields: { body: 'is not a known field' },
    });
    expect(splitSaveError(unknownField, labels)).toEqual({
      fields: {},
      form: 'body: is not a known field',
    });
    const plain = new ApiError('Failed to create academic news', { status: 500, code: 'http' });
    expect(splitSaveError(plain, labels)).toEqual({
      fields: {},
      form: 'Failed to create academic news',
    });
  });

  it('joins nested paths and labels them by their last named segment', () => {
    const schema = z.object({
      materials: z.array(z.object({ url: z.string().min(1, 'is required') })),
    });
    const result = schema.safeParse({ materials: [{ url: 'ok' }, { url: '' }] });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrorsFromZod(result.error, { url: 'URL' })).toEqual({
        'materials.1.url': 'URL is required',
      });
  });

  it('puts a conflict under its field, and server paths where `known` says', () => {
    const taken = new ApiError('A course with code PHY 101 already exists', {
      status: 409,
      code: 'http',
    });
    expect(splitSaveError(taken, labels, { conflictField: 'title' })).toEqual({
      fields: { title: 'A course with code PHY 101 already exists' },
      form: null,
    });
    const nested = new ApiError('materials.0.url: is required', {
      status: 400,
      code: 'http',
      fields: { 'materials.0.url': 'is required' },
    });
    expect(
      splitSaveError(nested, { url: 'URL' }, { known: (path) => path.startsWith('materials.') }),
    ).toEqual({ fields: { 'materials.0.url': 'URL is required' }, form: null });
  });

  it('files messages under the field that shows them, keeping the first', () => {
    const toOutline = (path: string) => (path.startsWith('outline.') ? 'outline' : path);
    expect(
      byField(
        { 'outline.0': 'Outline is short', 'outline.2': 'Outline is long', id: 'x' },
        toOutline,
      ),
    ).toEqual({ outline: 'Outline is short', id: 'x' });
  });
});
