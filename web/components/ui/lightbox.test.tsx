import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Lightbox, type LightboxItem } from './lightbox';

const items: LightboxItem[] = ['a', 'b', 'c'].map((id) => ({
  id,
  src: `/media/i/${id.repeat(64)}.jpg`,
  alt: `Photo ${id.toUpperCase()}`,
  width: 1200,
  height: 800,
}));

function Harness({ total, onReachEnd }: { total?: number; onReachEnd?: () => void }) {
  const [index, setIndex] = useState<number | null>(null);
  const tiles = useRef(new Map<string, HTMLButtonElement>());
  return (
    <>
      {items.map((item, at) => (
        <button
          key={item.id}
          type="button"
          ref={(element) => {
            if (element) tiles.current.set(item.id, element);
          }}
          onClick={() => setIndex(at)}
        >
          Open {item.alt}
        </button>
      ))}
      <Lightbox
        items={items}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        total={total}
        onReachEnd={onReachEnd}
        caption={(item) => ({ title: `Title ${item.id}`, description: `Label ${item.id}` })}
        returnFocusTo={(item) => tiles.current.get(item.id)}
      />
    </>
  );
}

async function openFirst() {
  const user = userEvent.setup({ delay: null });
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open Photo A' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Title a' }) };
}

describe('Lightbox', () => {
  it('shows the picture at 1200 px with its title and description', async () => {
    const { dialog } = await openFirst();
    const image = screen.getByRole('img', { name: 'Photo A' });
    expect(image.getAttribute('src')).toContain('?w=1200&q=80&f=auto');
    expect(dialog).toHaveAccessibleDescription('Label a');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
  });

  it('moves with the arrow keys and the buttons, and stops at the ends', async () => {
    const { user } = await openFirst();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Title a' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Title b' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Title c' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });

  it('moves with a horizontal swipe of 50 px or more', async () => {
    const { dialog } = await openFirst();
    const figure = dialog.querySelector('figure')!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(figure, {
        pointerType: 'touch',
        pointerId: 1,
        clientX: from,
        clientY: 200,
      });
      fireEvent.pointerUp(figure, {
        pointerType: 'touch',
        pointerId: 1,
        clientX: to,
        clientY: 205,
      });
    };
    swipe(300, 270); // too short
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    swipe(300, 200);
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    swipe(100, 200);
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
  });

  it('closes with Escape and gives focus to the tile of the photo shown last', async () => {
    const { user } = await openFirst();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open Photo B' })).toHaveFocus();
  });

  it('closes with the × button and with a click on the backdrop, not on the picture', async () => {
    const { user, dialog } = await openFirst();
    await user.click(screen.getByRole('img', { name: 'Photo A' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dialog).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open Photo C' }));
    const reopened = await screen.findByRole('dialog');
    await user.click(reopened);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps focus inside while open', async () => {
    const { user, dialog } = await openFirst();
    for (let step = 0; step < 6; step++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('fetches the neighbours ahead at lightbox size', async () => {
    const created: HTMLImageElement[] = [];
    const original = document.createElement.bind(document);
    const spy = vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => {
      const element = original(tag);
      if (tag === 'img') created.push(element as HTMLImageElement);
      return element;
    }) as typeof document.createElement);
    const { user } = await openFirst();
    await user.keyboard('{ArrowRight}');
    spy.mockRestore();
    const sources = created.map((img) => img.getAttribute('src'));
    expect(sources).toContain(`${items[1]!.src}?w=1200&q=80&f=auto`);
    expect(sources).toContain(`${items[2]!.src}?w=1200&q=80&f=auto`);
    expect(sources).toContain(`${items[0]!.src}?w=1200&q=80&f=auto`);
  });

  it('asks for more at the last loaded picture when more exist', async () => {
    const onReachEnd = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness total={10} onReachEnd={onReachEnd} />);
    await user.click(screen.getByRole('button', { name: 'Open Photo C' }));
    expect(await screen.findByText('3 of 10')).toBeInTheDocument();
    expect(onReachEnd).toHaveBeenCalled();
  });
});
