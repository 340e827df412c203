import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { toFormData } from './to-form-data';

const schema = z.strictObject({
  title: z.string(),
  summary: z.string().optional(),
  featured: z.boolean().optional(),
  order: z.number().optional(),
  tags: z.array(z.string()).optional(),
});

describe('toFormData', () => {
  it("sends the schema's fields in the schema's order, then the files last", () => {
    const image = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    const body = toFormData(
      schema,
      { order: 2, title: 'Lab open day', featured: true, tags: ['lab', 'open'] },
      { image },
    );
    expect([...body.keys()]).toEqual(['title', 'featured', 'order', 'tags', 'tags', 'image']);
    expect(body.get('featured')).toBe('true');
    expect(body.get('order')).toBe('2');
    expect(body.getAll('tags')).toEqual(['lab', 'open']);
    expect((body.get('image') as File).name).toBe('photo.jpg');
  });

  it('keeps a blank (it clears an optional field on update) and leaves out undefined and null', () => {
    const body = toFormData(schema, { title: 'T', summary: '', order: undefined }, { image: null });
    expect([...body.entries()]).toEqual([
      ['title', 'T'],
      ['summary', ''],
    ]);
  });

  it('never sends what the schema does not declare', () => {
    const values = { title: 'T', draftNote: 'mine' } as Parameters<typeof toFormData>[1];
    expect([...toFormData(schema, values).keys()]).toEqual(['title']);
  });
});
