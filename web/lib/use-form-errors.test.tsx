import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormErrors } from './use-form-errors';

function Form({ fields, form }: { fields: Record<string, string>; form?: string }) {
  const { formRef, errors, formError, show } = useFormErrors();
  return (
    <form ref={formRef}>
      <input aria-label="Title" aria-invalid={errors.title ? true : undefined} />
      <input aria-label="Date" aria-invalid={errors.date ? true : undefined} />
      <p>{formError}</p>
      <button type="button" onClick={() => show(fields, form)}>
        Save
      </button>
    </form>
  );
}

describe('useFormErrors', () => {
  it('shows the messages and moves focus to the first field with one', async () => {
    render(<Form fields={{ date: 'Date is required' }} form="Failed to create" />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByText('Failed to create')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveFocus());
  });

  it('clears one field (with its rows) or everything', () => {
    const { result } = renderHook(() => useFormErrors());
    act(() =>
      result.current.show(
        { title: 'Title is required', 'materials.0.url': 'URL is required', materials: 'Too many' },
        'Failed',
      ),
    );
    act(() => result.current.clearField('materials'));
    expect(result.current.errors).toEqual({ title: 'Title is required' });
    expect(result.current.formError).toBe('Failed');
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ errors: {}, formError: null });
  });
});
