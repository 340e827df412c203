import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixShims } from '@/test/jsdom-shims';
import { SelectField } from './select-field';

beforeAll(installRadixShims);

const options = [
  { value: 'video', label: 'Video' },
  { value: 'notes', label: 'Notes (PDF)' },
] as const;

describe('SelectField', () => {
  it('names the select by its label, marks an error and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Type"
        error="Type is required"
        value="video"
        onChange={onChange}
        options={options}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Type is required');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Notes (PDF)' }));
    expect(onChange).toHaveBeenCalledWith('notes');
  });
});
