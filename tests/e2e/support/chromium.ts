import fs from 'node:fs';

/** Flags Debian's Chromium needs on a closed network (see shared/recipes.md). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return candidate;
}
