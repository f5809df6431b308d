// The Chromium the browser tests and the bench drive. In order: CHROMIUM_PATH; a Chromium or Chrome
// on PATH (Debian's package is the one these tests were written against); else the build that the
// @sparticuz/chromium dev dependency ships inside its npm package, unpacked on first use, so that
// `npm ci && npm test` needs nothing but Node and npm.
import { execFileSync } from 'node:child_process';

export async function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8', stdio: 'pipe' }).trim();
    } catch {
      /* next */
    }
  }
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    return await packaged.executablePath();
  } catch (e) {
    throw new Error(
      'Browser tests need Chromium: none is on PATH and the packaged one (@sparticuz/chromium, a ' +
        `dev dependency) could not be unpacked: ${e.message}\n` +
        'Run `npm ci`, install Chromium, or set CHROMIUM_PATH to a Chromium or Chrome binary.',
      { cause: e },
    );
  }
}
