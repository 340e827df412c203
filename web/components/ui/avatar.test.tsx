import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names, without titles', () => {
    expect(initialsOf('Ada Obi')).toBe('AO');
    expect(initialsOf('Chiamaka Ngozi Obi-Nwosu')).toBe('CO');
    expect(initialsOf('Prof. Musa Bello')).toBe('MB');
    expect(initialsOf('dr amina')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows the initials when there is no image', () => {
    const { container } = render(<Avatar name="Ada Obi" />);
    expect(screen.getByText('AO')).toBeInTheDocument();
    expect(container.querySelector('[data-slot="avatar"]')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
  });

  it('takes a fallback in place of the initials', () => {
    render(<Avatar name="Tunde Bakare" fallback="T" />);
    expect(screen.getByText('T')).toBeInTheDocument();
  });

  it('is named after the person when it is not decorative', () => {
    render(<Avatar name="Ada Obi" decorative={false} />);
    expect(screen.getByRole('img', { name: 'Ada Obi' })).toHaveTextContent('AO');
  });

  it('keeps the initials until the image has loaded', () => {
    render(<Avatar name="Ada Obi" src="/portrait.jpg" />);
    // jsdom never loads images, so this is what a slow or failed image looks like.
    expect(screen.getByText('AO')).toBeInTheDocument();
  });
});
