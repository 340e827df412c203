import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelledControl } from './labelled-control';

describe('LabelledControl', () => {
  it('names the control with its label', () => {
    render(
      <LabelledControl label="Level">
        {(id) => (
          <select id={id}>
            <option>100L</option>
          </select>
        )}
      </LabelledControl>,
    );
    expect(screen.getByRole('combobox', { name: 'Level' })).toBeInTheDocument();
  });
});
