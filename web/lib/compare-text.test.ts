import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text';

describe('compareText', () => {
  it('orders alphabetically with capitals beside their small letters', () => {
    expect(['cherry', 'Banana', 'apple', 'banana'].sort(compareText)).toEqual([
      'apple',
      'Banana',
      'banana',
      'cherry',
    ]);
  });

  it('orders course codes and years as the pages list them', () => {
    expect(['PHY 201', 'MTH 101', 'PHY 101', 'phy 102'].sort(compareText)).toEqual([
      'MTH 101',
      'PHY 101',
      'phy 102',
      'PHY 201',
    ]);
    expect(['2024', '2019', '2026'].sort(compareText)).toEqual(['2019', '2024', '2026']);
  });

  it('is zero for the same text only', () => {
    expect(compareText('Optics', 'Optics')).toBe(0);
    expect(compareText('optics', 'Optics')).not.toBe(0);
  });
});
