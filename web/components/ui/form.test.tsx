import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractResolver } from '@/lib/contract-resolver';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from './form';
import { Input } from './input';

const schema = z.object({ title: z.string().min(1, 'is required') });

function TitleForm({ rootMessage }: { rootMessage?: string }) {
  const form = useForm({
    resolver: contractResolver(schema, { title: 'Title' }),
    defaultValues: { title: '' },
  });
  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(() => {
            if (rootMessage) form.setError('root', { message: rootMessage });
          })(event)
        }
      >
        <FormRootMessage />
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem described>
              <FormLabel optional>Title</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormDescription>Shown in the list.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <button type="submit">Save</button>
      </form>
    </Form>
  );
}

describe('Form', () => {
  it('names the control by its label and describes it by its hint', () => {
    render(<TitleForm />);
    const input = screen.getByRole('textbox', { name: 'Title (optional)' });
    expect(input).toHaveAccessibleDescription('Shown in the list.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it("shows the contract's message as a sentence under the field, and marks it invalid", async () => {
    render(<TitleForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByRole('textbox', { name: 'Title (optional)' });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('Shown in the list. Title is required');
    expect(input).toHaveFocus();
  });

  it("shows the whole form's message as an alert", async () => {
    const user = userEvent.setup();
    render(<TitleForm rootMessage="Too many requests" />);
    await user.type(screen.getByRole('textbox', { name: 'Title (optional)' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  });
});
