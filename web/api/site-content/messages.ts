/**
 * What a failed read of the site content says, in the page's own words. Its own module: the page
 * imports it without the fetchers.
 */
export const FETCH_EXECUTIVES_FAILED = 'Failed to fetch the executives';
export const FETCH_TESTIMONIALS_FAILED = 'Failed to fetch the testimonials';
export const FETCH_SITE_CONTENT_FAILED = 'Failed to fetch the site content';
