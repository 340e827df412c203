import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { useKeepEarlyInput } from './use-keep-early-input';

/** A controlled field on react-hook-form, and a button that renders it again. */
function NameForm() {
  const form = useForm({ defaultValues: { name: '' } });
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(formRef, form, ['name']);
  const [renders, setRenders] = useState(0);
  return (
    <form ref={formRef}>
      <Controller
        control={form.control}
        name="name"
        render={({ field }) => <input aria-label="Name" {...field} data-renders={renders} />}
      />
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Again
      </button>
    </form>
  );
}

describe('useKeepEarlyInput', () => {
  it('keeps what was typed before the page hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameForm />);
    document.body.append(container);
    // Typed while the scripts were still loading.
    container.querySelector('input')!.value = 'Amaka Obi';

    await act(async () => {
      hydrateRoot(container, <NameForm />);
    });
    await act(async () => container.querySelector('button')!.click());

    const input = container.querySelector('input')!;
    expect(input.dataset.renders).toBe('1');
    expect(input.value).toBe('Amaka Obi');
    container.remove();
  });
});
