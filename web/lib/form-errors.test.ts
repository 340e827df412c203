import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { sentence, splitSaveError } from './form-errors';

const labels = { title: 'Title', date: 'Date' };

describe('form errors', () => {
  it('turns contract messages into sentences under the field’s label', () => {
    expect(sentence('Title', 'is required')).toBe('Title is required');
    expect(sentence('Link', 'must be an http(s) URL')).toBe('Link must be an http(s) URL');
    expect(sentence('Image', 'Not an image')).toBe('Not an image');
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
});
