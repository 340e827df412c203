import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { installRadixShims } from '@/test/jsdom-shims';
import { SelectControl } from './select-field';

beforeAll(installRadixShims);

const options = [
  { value: 'video', label: 'Video' },
  { value: 'notes', label: 'Notes (PDF)' },
] as const;

function TypeForm({ onChange }: { onChange: (value: string) => void }) {
  const form = useForm({
    defaultValues: { type: 'video' as 'video' | 'notes' },
    errors: { type: { type: 'server', message: 'Type is required' } },
  });
  return (
    <Form {...form}>
      <FormField
        control={form.control}
        name="type"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Type</FormLabel>
            <FormControl>
              <SelectControl
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  onChange(value);
                }}
                options={options}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </Form>
  );
}

describe('SelectControl', () => {
  it('inside FormControl, is named by its label, marked with its error and reports the chosen value', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<TypeForm onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Type is required');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Notes (PDF)' }));
    expect(onChange).toHaveBeenCalledWith('notes');
  });
});
