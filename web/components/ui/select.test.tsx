import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installRadixShims } from '@/test/admin';
import { FormField } from './form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

beforeAll(installRadixShims);

function CategoryPicker({ error }: { error?: string }) {
  const [value, setValue] = useState('alumni');
  return (
    <>
      <FormField label="Category" error={error}>
        {(control) => (
          <Select value={value} onValueChange={setValue}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="alumni">Alumni</SelectItem>
              <SelectItem value="executives">Executives</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
      <output>{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is a combobox named by its FormField label, showing the value', () => {
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

  it('shows an error and marks the trigger invalid', () => {
    render(<CategoryPicker error="Choose a category" />);
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose a category');
  });
});
