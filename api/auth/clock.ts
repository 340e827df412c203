import type { AuthConfig } from '../config';

export type Clock = () => Date;

const systemClock: Clock = () => new Date();

export function clockOf(config: AuthConfig): Clock {
  return config.now ?? systemClock;
}

export const minutes = (n: number): number => n * 60_000;
export const days = (n: number): number => n * 86_400_000;

/** The ISO time `ms` milliseconds before `now`. */
export function before(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}
