import { act } from '@testing-library/react';
import { icons } from 'lucide-react';
import { createElement, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SingleElementIcon from './lucide-icon';

/** The site's icon component with the props lucide-react's own icon hands its component. */
function Drawn({ name, className }: { name: keyof typeof icons; className?: string }) {
  const { render } = icons[name] as unknown as {
    render: (props: object, ref: null) => ReactElement<object>;
  };
  return createElement(SingleElementIcon, render({ className }, null).props);
}

function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" onClick={() => setOpen(!open)}>
      <Drawn name={open ? 'X' : 'Menu'} className="size-5" />
    </button>
  );
}

/** The toggle as the server wrote it, hydrated in the page; `onRecoverableError` as React takes it. */
async function hydratedToggle(onRecoverableError?: (error: unknown) => void): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Toggle />);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Toggle />, { onRecoverableError });
  });
  return container;
}

describe("lucide's icons drawn as one element, in the browser", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('hydrate the markup the server wrote, quietly, as SVG shapes', async () => {
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    const container = await hydratedToggle(recoverable);

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    const shapes = container.querySelectorAll('svg.lucide-menu > *');
    expect(shapes).toHaveLength(3);
    for (const shape of shapes) expect(shape.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });

  it('draw the new icon when the one shown changes', async () => {
    const container = await hydratedToggle();

    await act(async () => container.querySelector('button')!.click());

    expect(container.querySelector('svg.lucide-menu')).toBeNull();
    const drawn = container.querySelector('svg.lucide-x')!;
    expect(drawn.querySelectorAll('path')).toHaveLength(2);
    expect(drawn).toHaveAttribute('aria-hidden', 'true');
  });
});
