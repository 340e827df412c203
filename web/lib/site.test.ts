import { afterEach, describe, expect, it } from 'vitest';
import { documentTimeZone } from './site';

describe('documentTimeZone', () => {
  afterEach(() => {
    delete document.documentElement.dataset.timeZone;
  });

  it('is the zone the page was served with, not the browser’s own', () => {
    document.documentElement.dataset.timeZone = 'Africa/Lagos';
    expect(documentTimeZone()).toBe('Africa/Lagos');
  });

  it('is UTC on a page served without one', () => {
    expect(documentTimeZone()).toBe('UTC');
  });
});
