import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offsetFileClock } from './clock';

let folder: string | undefined;
afterEach(() => {
  vi.useRealTimers();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('the offset-file clock (CLOCK_OFFSET_FILE, for end-to-end stories)', () => {
  it('runs as the system clock until the file says how far ahead, and never goes back', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-clock-'));
    const file = path.join(folder, 'clock');
    const clock = offsetFileClock(file);
    expect(clock().toISOString()).toBe('2026-11-28T10:00:00.000Z');

    fs.writeFileSync(file, String(10 * 60_000));
    // Read again at most every 100 ms.
    vi.advanceTimersByTime(100);
    expect(clock().toISOString()).toBe('2026-11-28T10:10:00.100Z');

    // Moving it back would make what appeared scheduled again: ignored.
    fs.writeFileSync(file, '0');
    vi.advanceTimersByTime(100);
    expect(clock().toISOString()).toBe('2026-11-28T10:10:00.200Z');
    fs.writeFileSync(file, 'not a number');
    vi.advanceTimersByTime(100);
    expect(clock().toISOString()).toBe('2026-11-28T10:10:00.300Z');
  });
});
