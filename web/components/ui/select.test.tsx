import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installRadixShims } from '@/test/admin';
import { LabelledControl } from './labelled-control';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

beforeAll(installRadixShims);

function CategoryPicker() {
  const [value, setValue] = useState('alumni');
  return (
    <>
      <LabelledControl label="Category">
        {(id) => (
          <Select value={value} onValueChange={setValue}>
            <SelectTrigger id={id}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="alumni">Alumni</SelectItem>
              <SelectItem value="executives">Executives</SelectItem>
            </SelectContent>
          </Select>
        )}
      </LabelledControl>
      <output>{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is a combobox named by its label, showing the value', () => {
    render(<CategoryPicker />);
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    expect(trigger).toHaveTextContent('Alumni');
    expect(trigger).toHaveAttribute('data-slot', 'select-trigger');
  });

  it('picks an option with the mouse', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CategoryPicker />);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Executives' }));
    expect(screen.getByRole('status')).toHaveTextContent('executives');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Executives');
  });
});
