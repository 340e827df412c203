import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeepEarlyInput } from '@/lib/use-keep-early-input';
import { formOnFirstUse } from './form-on-first-use';

/** A form on react-hook-form, and a button that renders it again. */
function NameForm({
  greeting,
  onSend,
  invalid,
}: {
  greeting: string;
  onSend?: (name: string) => void;
  /** As the server marks a field it refused. */
  invalid?: boolean;
}) {
  const form = useForm({ defaultValues: { name: '' } });
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(formRef, form, ['name']);
  const [renders, setRenders] = useState(0);
  return (
    <form
      ref={formRef}
      aria-label={greeting}
      onSubmit={(event) => {
        event.preventDefault();
        onSend?.(form.getValues('name'));
      }}
    >
      <Controller
        control={form.control}
        name="name"
        render={({ field }) => (
          <input
            aria-label="Name"
            aria-invalid={invalid || undefined}
            {...field}
            data-renders={renders}
          />
        )}
      />
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Again
      </button>
    </form>
  );
}

/** The markup the server sends for a formOnFirstUse(NameForm): the form, whole. */
const serverHtml = (invalid?: boolean) =>
  renderToString(
    <div data-slot="form-on-first-use" className="contents">
      <Suspense fallback={null}>
        <NameForm greeting="Hello" invalid={invalid} />
      </Suspense>
    </div>,
  );

function deferred() {
  const load = vi.fn(async () => NameForm);
  return { Deferred: formOnFirstUse(load), load };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('formOnFirstUse', () => {
  it("keeps the server's form as it is, without its code, until it is first used", async () => {
    const errors = vi.spyOn(console, 'error');
    const { Deferred, load } = deferred();
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const input = container.querySelector('input')!;

    await act(async () => {
      hydrateRoot(container, <Deferred greeting="Hello" />);
    });
    // The page is hydrated around it; the form is the server's, and still works as HTML.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('input')).toBe(input);
    input.value = 'Amaka Obi';

    // The first focus fetches the code and hydrates the form, keeping what was typed.
    await act(async () => {
      input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => container.querySelector('button')!.click());
    await waitFor(() => expect(input.dataset.renders).toBe('1'));
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('Amaka Obi');
    expect(errors).not.toHaveBeenCalled();
  });

  it('loads the code at once where the server sent no form (a client navigation)', async () => {
    const { Deferred, load } = deferred();
    render(<Deferred greeting="Hello" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    expect(await screen.findByRole('form', { name: 'Hello' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a submit made before the code is there, and sends it through the form once it is', async () => {
    const { Deferred, load } = deferred();
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const sent: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Deferred greeting="Hello" onSend={(name) => sent.push(name)} />);
    });
    container.querySelector('input')!.value = 'Bayo';

    const form = container.querySelector('form')!;
    let leftThePage = false;
    // Last to hear it: a submit nobody prevented would leave the page.
    const watch = (event: Event) => {
      leftThePage ||= !event.defaultPrevented;
    };
    window.addEventListener('submit', watch);
    await act(async () => form.requestSubmit());
    await waitFor(() => expect(sent).toEqual(['Bayo']));
    expect(load).toHaveBeenCalledTimes(1);
    expect(leftThePage).toBe(false);
    window.removeEventListener('submit', watch);
  });

  it('loads the code at once when the server answered the form with messages', async () => {
    const { Deferred, load } = deferred();
    const container = document.createElement('div');
    container.innerHTML = serverHtml(true);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Deferred greeting="Hello" invalid />);
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('loads the code when a value changes with no pointer or focus first (autofill)', async () => {
    const { Deferred, load } = deferred();
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Deferred greeting="Hello" />);
    });
    const input = container.querySelector('input')!;
    input.value = 'Chidi';
    await act(async () => {
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(input.dataset.renders).toBe('0'));
    expect(input.value).toBe('Chidi');
  });
});
