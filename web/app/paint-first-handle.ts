/**
 * `handle` for public pages whose largest content is in the markup the server renders (texts and
 * artwork from content modules, not data): their scripts wait until that is painted, so on slow
 * mobile data they never compete with it. Pages whose largest content is data start their scripts
 * at once, since the data waits for them.
 */
export type PaintFirstHandle = { paintFirst?: boolean };

export const paintFirst: PaintFirstHandle = { paintFirst: true };

export function isPaintFirstHandle(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as PaintFirstHandle).paintFirst === true
  );
}
