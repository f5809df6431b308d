/**
 * The dev server's websocket messages (tn-docs serve → browser). One union for both ends: the client's
 * switch over it is exhaustive, so a new message kind cannot be sent without the client handling it.
 */

/** An error as the terminal prints it: the JSON form of the build's error (cli/util/errors.ts). */
export interface DevError {
  severity?: 'error' | 'warning';
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  frame?: string;
  hint?: string;
}

export type DevMessage =
  /**
   * Sent on connect. `siteVersion` counts changes to the site data: a page rendered with another version
   * (it loaded while the config was being reloaded) reloads.
   */
  | { type: 'hello'; serverId: string; siteVersion: number }
  /**
   * Route modules changed: an open page whose route is a key of `chunks` loads that module in place. With
   * `all`, routes were added, removed or renamed too: every open page asks the manifest for its module.
   */
  | { type: 'update'; chunks: Record<string, string>; all: boolean }
  /** Something the page cannot update in place changed (site config, theme or runtime code). */
  | { type: 'reload'; reason: string }
  /** The current build errors; an empty list clears the overlay. */
  | { type: 'errors'; errors: DevError[] };

/** Where the dev server answers: websocket, route modules, manifest. Never a content route. */
export const DEV_PREFIX = '/__tn/';

/** The window event the dev client dispatches for the router (which never imports the dev client). */
export const DEV_UPDATE_EVENT = 'tn:dev-update';
export type DevUpdate = Extract<DevMessage, { type: 'update' }>;
/**
 * The window event the router dispatches once it listens for updates: one that came before (while the page
 * hydrated) was missed, and the dev client then asks it to catch up.
 */
export const DEV_LISTENING_EVENT = 'tn:dev-listening';
