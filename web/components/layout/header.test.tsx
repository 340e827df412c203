import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { academicsLinks, Header, MOBILE_MENU_ID } from './header';

function desktopNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

function mobileMenu() {
  const menu = document.getElementById(MOBILE_MENU_ID);
  if (!menu) throw new Error('no mobile menu');
  return menu;
}

function academicsDropdown() {
  const summary = screen.getByText('Academics', { selector: 'summary' });
  return { summary, details: summary.closest('details')! };
}

/**
 * jsdom has no popover API (and its stylesheet always hides a popover): the browser opens and
 * closes the phone menu itself (its button has popovertarget). This stands in for it on the menu,
 * with the toggle event the browser fires.
 */
function fakePopover(menu: HTMLElement) {
  let open = false;
  const setOpen = (next: boolean) => {
    open = next;
    menu.dispatchEvent(Object.assign(new Event('toggle'), { newState: next ? 'open' : 'closed' }));
  };
  const matches = menu.matches.bind(menu);
  menu.matches = (selector: string) => (selector === ':popover-open' ? open : matches(selector));
  menu.showPopover = () => act(() => setOpen(true));
  menu.hidePopover = vi.fn(() => setOpen(false));
  return { isOpen: () => open };
}

const renderHeader = (path = '/') =>
  renderWithRouter(<Header name="Physics Students' Association" abbreviation="PSA" />, { path });

describe('Header', () => {
  it('shows the brand and the main links', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByText("Physics Students' Association")).toBeInTheDocument();

    const nav = desktopNav();
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'GALLERY' })).toHaveAttribute('href', '/gallery');
    expect(nav.getByRole('link', { name: 'Events & News' })).toHaveAttribute('href', '/events');
    expect(nav.getByRole('link', { name: 'About PSA' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    for (const { label, to } of academicsLinks) {
      expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', to);
    }
  });

  it('shows the configured name and abbreviation, and labels the About link with it', () => {
    renderWithRouter(<Header name="Society of Physics Students" abbreviation="SPS" />);
    const brand = screen.getAllByRole('link').find((link) => link.textContent?.includes('SPS'));
    expect(brand).toHaveAttribute('href', '/');
    expect(brand).toHaveTextContent('Society of Physics Students');
    expect(desktopNav().getByRole('link', { name: 'About SPS' })).toBeInTheDocument();
  });

  it('marks the link of the current page', () => {
    renderHeader('/gallery');
    expect(desktopNav().getByRole('link', { name: 'GALLERY' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(desktopNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks the Academics menu and its page on an academics page', () => {
    renderHeader('/academics/tutorials');
    expect(academicsDropdown().summary).toHaveClass('bg-primary-50');
    expect(desktopNav().getByRole('link', { name: 'Tutorials' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(desktopNav().getByRole('link', { name: 'Academics hub' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('has a menu button that opens the phone menu, a popover with every link', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('popovertarget', MOBILE_MENU_ID);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).toHaveAttribute('popover', 'auto');
    expect(mobileMenu()).not.toBeVisible();
    const menu = within(mobileMenu());
    for (const name of [
      'Home',
      'GALLERY',
      'Events & News',
      'About PSA',
      'Contact',
      ...academicsLinks.map((link) => link.label),
    ]) {
      // Hidden from the accessibility tree until it opens (jsdom never shows a popover).
      expect(menu.getByRole('link', { name, hidden: true })).toBeInTheDocument();
    }
  });

  it('says whether the phone menu is open on its button, as the browser toggles it', () => {
    renderHeader();
    const popover = fakePopover(mobileMenu());
    const toggle = screen.getByRole('button', { name: 'Menu' });
    mobileMenu().showPopover();
    expect(popover.isOpen()).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => mobileMenu().hidePopover());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone menu when one of its links is followed', async () => {
    const { user, router } = renderHeader();
    const popover = fakePopover(mobileMenu());
    mobileMenu().showPopover();
    await user.click(
      within(mobileMenu()).getByRole('link', { name: 'Events & News', hidden: true }),
    );
    expect(router.state.location.pathname).toBe('/events');
    expect(popover.isOpen()).toBe(false);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the Academics menu on Escape and returns focus to it', async () => {
    const { user } = renderHeader();
    const { summary, details } = academicsDropdown();
    details.open = true;
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('closes the Academics menu when one of its links is followed, or on a click outside', async () => {
    const { user, router } = renderHeader();
    const { details } = academicsDropdown();
    details.open = true;
    fireEvent.pointerDown(within(details).getByRole('link', { name: 'Tutorials' }));
    expect(details.open).toBe(true);
    await user.click(within(details).getByRole('link', { name: 'Tutorials' }));
    expect(router.state.location.pathname).toBe('/academics/tutorials');
    expect(details.open).toBe(false);

    details.open = true;
    fireEvent.pointerDown(document.body);
    expect(details.open).toBe(false);
  });
});

describe('the site search in the header', () => {
  it('is a plain GET form to /search, on wide screens and in the phone menu, each labelled', () => {
    renderHeader();
    const boxes = screen.getAllByRole('searchbox', { name: 'Search the site', hidden: true });
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box).toHaveAttribute('name', 'q');
      expect(box).toHaveAttribute('maxlength', '100');
      const form = box.closest('form');
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', '/search');
      expect(within(form!).getByRole('button', { name: 'Search', hidden: true })).toHaveAttribute(
        'type',
        'submit',
      );
    }
    expect(within(mobileMenu()).getByRole('searchbox', { hidden: true })).toBe(boxes[1]);
    // Where the header is too narrow for the box, a link to the search page.
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  });
});
