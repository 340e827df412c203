import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allDrawings, drawingBytes, type Drawing } from './drawings';

describe('the sample drawings', () => {
  it('have names of their own (each is a file of the build)', () => {
    const names = allDrawings().map((drawing) => drawing.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('are read from the build when it drew them, and drawn when it did not', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-samples-'));
    const drawing: Drawing = { name: 'a.jpg', draw: async () => Buffer.from('drawn now') };
    expect(Buffer.from(await drawingBytes(drawing, folder)).toString()).toBe('drawn now');
    await fs.writeFile(path.join(folder, 'a.jpg'), 'drawn by the build');
    expect(Buffer.from(await drawingBytes(drawing, folder)).toString()).toBe('drawn by the build');
    await fs.rm(folder, { recursive: true });
  });
});
