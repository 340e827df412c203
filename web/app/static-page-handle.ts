/**
 * `handle` for public pages that show all they have without data (their texts are in content
 * modules): the server renders them whole, so their scripts can wait until the page has loaded.
 * Pages that show data start their scripts at once, since the data waits for them.
 */
export type StaticPageHandle = { staticPage?: boolean };

export const staticPage: StaticPageHandle = { staticPage: true };

export function isStaticPageHandle(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as StaticPageHandle).staticPage === true
  );
}
