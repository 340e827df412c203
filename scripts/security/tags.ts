let next = 0;

/**
 * A marker no seed text contains, put into every string a case sends: a row that carries one was
 * stored by that case's request, so the stored-data check can tell who wrote it.
 */
export function newTag(): string {
  next += 1;
  return `zsec${next}z`;
}

export const tagPattern = /zsec\d+z/g;
