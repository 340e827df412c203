import { act } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeepEarlyFilters } from './use-keep-early-filters';

function LevelFilter({ level, onChange }: { level: string; onChange: (value: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyFilters(formRef, [{ name: 'level', value: level, onChange }]);
  return (
    <form ref={formRef}>
      <select
        aria-label="Level"
        name="level"
        value={level}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="all">All levels</option>
        <option value="200L">200L</option>
      </select>
    </form>
  );
}

/** The server's filter, then hydrated over after `before` ran on its HTML. */
async function hydrateAfter(before: (select: HTMLSelectElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LevelFilter level="all" onChange={() => undefined} />);
  document.body.append(container);
  before(container.querySelector('select')!);
  const onChange = vi.fn();
  await act(async () => {
    hydrateRoot(container, <LevelFilter level="all" onChange={onChange} />);
  });
  return onChange;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useKeepEarlyFilters', () => {
  it('applies a choice made before the code arrived', async () => {
    const onChange = await hydrateAfter((select) => {
      select.value = '200L';
    });
    expect(onChange).toHaveBeenCalledWith('200L');
  });

  it('leaves the address alone when nothing was chosen', async () => {
    const onChange = await hydrateAfter(() => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });
});
