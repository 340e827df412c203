import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, testSite } from '@/test/render';
import { Footer } from './footer';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 12));
});
afterEach(() => vi.useRealTimers());

describe('Footer', () => {
  it('has the quick links', () => {
    renderWithRouter(<Footer site={testSite} />);
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    expect(nav.getByRole('link', { name: 'News & Announcements' })).toHaveAttribute(
      'href',
      '/news',
    );
  });

  it('has the contact lines', () => {
    renderWithRouter(<Footer site={testSite} />);
    expect(screen.getByText(testSite.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: testSite.email })).toHaveAttribute(
      'href',
      'mailto:info@psa-chapter.org',
    );
    expect(screen.getByRole('link', { name: testSite.phone })).toHaveAttribute(
      'href',
      'tel:+2348000000000',
    );
  });

  it('links to the news RSS feed', () => {
    renderWithRouter(<Footer site={testSite} />);
    expect(screen.getByRole('link', { name: 'News RSS feed' })).toHaveAttribute('href', '/rss.xml');
  });

  it('has four social links that open in a new tab', () => {
    renderWithRouter(<Footer site={testSite} />);
    const expected = {
      Facebook: testSite.social.facebook,
      Twitter: testSite.social.twitter,
      Instagram: testSite.social.instagram,
      LinkedIn: testSite.social.linkedin,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('has the copyright line with the current year and a powered-by credit', () => {
    renderWithRouter(<Footer site={testSite} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent("© 2026 Physics Students' Association. All rights reserved.");
    expect(footer).toHaveTextContent('Powered by the PSA Web Team');
  });

  it('follows the clock into a new year', () => {
    vi.setSystemTime(new Date(2027, 0, 1, 9));
    renderWithRouter(<Footer site={testSite} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2027');
  });

  it("shows the association's own identity, from the site's configuration", () => {
    renderWithRouter(
      <Footer site={{ ...testSite, name: 'Society of Physics Students', abbreviation: 'SPS' }} />,
    );
    expect(screen.getByRole('link', { name: 'SPS' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2026 Society of Physics Students. All rights reserved.');
    expect(footer).toHaveTextContent('Powered by the SPS Web Team');
  });
});
