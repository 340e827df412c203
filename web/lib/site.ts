/** Shown in place of the association's abbreviation until GET /api/site answers. */
export const FALLBACK_ABBREVIATION = 'PSA';
