import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { useFilterParams } from './use-filter-params';

function Filters() {
  const [params, changeParams] = useFilterParams();
  const set = (name: string, value: string) =>
    changeParams((current) => {
      current.set(name, value);
      return current;
    });
  return (
    <>
      <output>{params.toString()}</output>
      {/* Two changes before the router renders the first: what a quick visitor does. */}
      <button
        type="button"
        onClick={() => {
          set('category', 'geophysics');
          set('level', '300L');
        }}
      >
        Both
      </button>
    </>
  );
}

describe('useFilterParams', () => {
  it('keeps both of two quick changes', async () => {
    const { user, router } = renderWithRouter(<Filters />, { path: '/tutorials?q=waves' });
    await user.click(screen.getByRole('button', { name: 'Both' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'q=waves&category=geophysics&level=300L',
      ),
    );
    expect(router.state.location.search).toBe('?q=waves&category=geophysics&level=300L');
  });

  it('follows a change of the URL from elsewhere', async () => {
    const { user, router } = renderWithRouter(<Filters />, { path: '/tutorials?level=100L' });
    await router.navigate('/tutorials?category=pure-physics');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('category=pure-physics'),
    );
    await user.click(screen.getByRole('button', { name: 'Both' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=geophysics&level=300L'),
    );
  });
});
