import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainFormField } from './plain-form-field';
import { Input, Textarea } from './input';

describe('PlainFormField', () => {
  it('names the control with its label', () => {
    render(
      <PlainFormField label="Email">
        <Input type="email" />
      </PlainFormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('data-slot', 'input');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control with the hint and the error, and marks it invalid', () => {
    render(
      <PlainFormField label="Password" description="At least 10 characters." error="Too short">
        <Input type="text" />
      </PlainFormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 10 characters. Too short');
    expect(screen.getByText('Too short')).toHaveAttribute('data-slot', 'form-error');
  });

  it('uses a given id and marks optional fields', () => {
    render(
      <PlainFormField label="Summary" id="summary" optional>
        <Textarea />
      </PlainFormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Summary (optional)' });
    expect(textarea).toHaveAttribute('id', 'summary');
  });

  it('hands the attributes to a render function, for controls nested in a wrapper', () => {
    render(
      <PlainFormField label="Category" error="Pick one">
        {(control) => (
          <div>
            <button type="button" {...control}>
              Choose
            </button>
          </div>
        )}
      </PlainFormField>,
    );
    const button = screen.getByRole('button', { name: 'Category' });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription('Pick one');
  });

  it("keeps the control's own props and handlers", () => {
    render(
      <PlainFormField label="Name">
        <Input defaultValue="Ada" placeholder="Full name" />
      </PlainFormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByPlaceholderText('Full name')).toBeInTheDocument();
  });
});
