import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractResolver } from './contract-resolver';

const schema = z.object({
  title: z.string().min(1, 'is required'),
  code: z.string().regex(/^[A-Z]{3} \d{3}$/, 'Use a code like PHY 101'),
  materials: z.array(z.object({ url: z.string().url('must be a link') })),
});

const labels = { title: 'Title', code: 'Course code', url: 'Link' };

async function errorsOf(values: unknown) {
  const resolve = contractResolver(schema, labels);
  const result = await resolve(values as z.input<typeof schema>, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors as Record<string, unknown>;
}

describe('contractResolver', () => {
  it("reads the contract's short messages as sentences under the form's labels", async () => {
    const errors = await errorsOf({ title: '', code: 'PHY 101', materials: [{ url: 'nope' }] });
    expect(errors.title).toMatchObject({ message: 'Title is required' });
    expect(errors.materials).toMatchObject([{ url: { message: 'Link must be a link' } }]);
  });

  it('keeps messages that already stand alone', async () => {
    const errors = await errorsOf({ title: 'T', code: 'phy', materials: [] });
    expect(errors.code).toMatchObject({ message: 'Use a code like PHY 101' });
  });

  it('passes valid values through, parsed', async () => {
    const resolve = contractResolver(schema, labels);
    const result = await resolve({ title: 'T', code: 'PHY 101', materials: [] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ title: 'T', code: 'PHY 101', materials: [] });
  });

  it("keeps a union's own message, not its first branch's", async () => {
    const link = z.union([z.url(), z.string().regex(/^\/media\//)], {
      error: 'must be an http(s) URL or a /media path',
    });
    const resolve = contractResolver(z.object({ url: link }), labels);
    const result = await resolve({ url: 'nope' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({
      url: expect.objectContaining({ message: 'Link must be an http(s) URL or a /media path' }),
    });
  });
});
