import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Nothing is merged: a component's classes and the ones a caller adds must not
 * set the same property (a browser test checks every page for such conflicts), so the pages need
 * no class merger in their scripts (ADR 0006).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
