import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { ScrollToTop } from './scroll-to-top';

afterEach(() => vi.clearAllMocks());

function Page() {
  return (
    <>
      <ScrollToTop />
      <h2 id="executives">Executives</h2>
    </>
  );
}

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change', async () => {
    const { router } = renderWithRouter(<Page />);
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/events'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('scrolls to the element a hash names instead', async () => {
    const { router } = renderWithRouter(<Page />);
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/about#executives'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(
      document.getElementById('executives'),
    );
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the hash names nothing on the page', async () => {
    const { router } = renderWithRouter(<Page />);
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/about#faculty'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });
});
