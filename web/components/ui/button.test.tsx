import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('is a button with the default variant and size', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveAttribute('data-variant', 'default');
    expect(button).toHaveAttribute('data-size', 'default');
    expect(button).toHaveClass('bg-primary', 'text-primary-foreground', 'h-11');
  });

  it.each([
    ['default', 'bg-primary'],
    ['destructive', 'bg-destructive'],
    ['outline', 'border-input'],
    ['secondary', 'bg-secondary'],
    ['ghost', 'hover:bg-muted'],
    ['link', 'hover:underline'],
  ] as const)('has the %s variant', (variant, expected) => {
    render(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('data-variant', variant);
    expect(button).toHaveClass(expected);
  });

  it.each([
    ['default', 'h-11'],
    ['sm', 'h-9'],
    ['lg', 'h-12'],
    ['icon', 'size-11'],
  ] as const)('has the %s size', (size, expected) => {
    render(
      <Button size={size} aria-label="Act">
        A
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Act' })).toHaveClass(expected);
  });

  it('lets callers add classes, kept alongside its own (nothing is merged away)', () => {
    render(<Button className="w-full">Wide</Button>);
    const button = screen.getByRole('button', { name: 'Wide' });
    expect(button).toHaveClass('w-full', 'h-11', 'bg-primary');
  });

  it('sizes every boxed variant, and lets a link sit in the text', () => {
    render(
      <>
        <Button variant="inverse" size="sm">
          Light
        </Button>
        <Button variant="link" size="sm">
          Read more
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Light' })).toHaveClass('h-9', 'rounded-full');
    const link = screen.getByRole('button', { name: 'Read more' });
    expect(link).not.toHaveClass('h-9');
    expect(link).not.toHaveClass('rounded-full');
  });

  it('renders its child instead of a button with asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/events">Events</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Events' });
    expect(link).toHaveAttribute('href', '/events');
    expect(link).toHaveClass('bg-secondary');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onClick, and not when disabled', async () => {
    const user = userEvent.setup({ delay: null });
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Press</Button>);
    await user.click(screen.getByRole('button', { name: 'Press' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} disabled>
        Press
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Press' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('exposes the class recipe for links styled as buttons', () => {
    expect(buttonVariants({ variant: 'outline', size: 'sm' })).toContain('h-9');
  });
});
