import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { Header, MOBILE_MENU_ID } from './header';

function desktopNav() {
  const nav = document.querySelector<HTMLElement>(`header nav:not(#${MOBILE_MENU_ID} nav)`);
  if (!nav) throw new Error('no desktop nav');
  return within(nav);
}

function mobileMenu() {
  const menu = document.getElementById(MOBILE_MENU_ID);
  if (!menu) throw new Error('no mobile menu');
  return menu;
}

describe('Header', () => {
  it('shows the brand and the four main links', () => {
    renderWithRouter(<Header name="Physics Students' Association" abbreviation="PSA" />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByText("Physics Students' Association")).toBeInTheDocument();

    const nav = desktopNav();
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'GALLERY' })).toHaveAttribute('href', '/gallery');
    expect(nav.getByRole('link', { name: 'Events & News' })).toHaveAttribute('href', '/events');
    expect(nav.getByRole('link', { name: 'About PSA' })).toHaveAttribute('href', '/about');
  });

  it('labels the About link with the configured abbreviation', () => {
    renderWithRouter(<Header name="Society of Physics Students" abbreviation="SPS" />);
    expect(desktopNav().getByRole('link', { name: 'About SPS' })).toBeInTheDocument();
  });

  it("shows 'PSA' while the site information loads", () => {
    renderWithRouter(<Header />);
    const brand = screen.getAllByRole('link').find((link) => link.textContent?.includes('PSA'));
    expect(brand).toHaveAttribute('href', '/');
    expect(desktopNav().getByRole('link', { name: 'About PSA' })).toBeInTheDocument();
  });

  it('marks the link of the current page', () => {
    renderWithRouter(<Header abbreviation="PSA" />, { path: '/gallery' });
    expect(desktopNav().getByRole('link', { name: 'GALLERY' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(desktopNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the mobile menu with its toggle', async () => {
    const { user } = renderWithRouter(<Header abbreviation="PSA" />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', MOBILE_MENU_ID);
    expect(mobileMenu()).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(mobileMenu()).toBeVisible();
    const menu = within(mobileMenu());
    for (const name of ['Home', 'GALLERY', 'Events & News', 'About PSA']) {
      expect(menu.getByRole('link', { name })).toBeInTheDocument();
    }

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    const { user } = renderWithRouter(<Header abbreviation="PSA" />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu on navigation', async () => {
    const { user, router } = renderWithRouter(<Header abbreviation="PSA" />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(mobileMenu()).getByRole('link', { name: 'Events & News' }));
    expect(router.state.location.pathname).toBe('/events');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes the mobile menu when the page changes by other means', async () => {
    const { user, router } = renderWithRouter(<Header abbreviation="PSA" />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await router.navigate('/about');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
