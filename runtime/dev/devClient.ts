/**
 * The dev server's side in the browser (only in `tn-docs serve` pages): listens on the websocket, updates the
 * open page in place, shows build errors as an overlay, and reloads the page when the server comes back after
 * it went away. Plain DOM, no React: the overlay must work even when the page's React tree cannot.
 */
import {
  DEV_LISTENING_EVENT,
  DEV_PREFIX,
  DEV_UPDATE_EVENT,
  type DevUpdate,
  type DevError,
  type DevMessage,
} from '../shared/devProtocol.js';

const OVERLAY_ID = '__tn_dev_overlay';
let serverId: string | null = null;
let dismissed = '';
/** The errors the overlay shows now, and where focus was before it first opened. */
let shown = '';
let returnFocus: HTMLElement | null = null;

/** Whether the router listens yet; an update that comes before it does (during hydration) is held. */
let routerListening = false;
let missedUpdate = false;
window.addEventListener(DEV_LISTENING_EVENT, () => {
  routerListening = true;
  if (missedUpdate) update({ type: 'update', chunks: {}, all: true });
});

function update(msg: DevUpdate): void {
  missedUpdate = !routerListening;
  if (routerListening) window.dispatchEvent(new CustomEvent(DEV_UPDATE_EVENT, { detail: msg }));
}

function socketUrl(): string {
  const base = (document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '')
    .split(DEV_PREFIX)[0]
    .replace(/\/?$/, '/');
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${location.host}${base}${DEV_PREFIX.slice(1)}ws`;
}

function connect(attempt = 0): void {
  const ws = new WebSocket(socketUrl());
  let opened = false;
  ws.addEventListener('open', () => {
    opened = true;
  });
  ws.addEventListener('message', (e) => {
    handle(JSON.parse(String(e.data)) as DevMessage);
  });
  ws.addEventListener('close', () => {
    // the server stopped or restarted: try again, and reload once it answers (its content may have moved on)
    const delay = Math.min(2000, 250 * 2 ** attempt);
    setTimeout(() => connect(opened ? 0 : attempt + 1), delay);
  });
}

function handle(msg: DevMessage): void {
  switch (msg.type) {
    case 'hello':
      // a restarted server, or site data newer than the page's: the page is stale, load it again
      if ((serverId !== null && serverId !== msg.serverId) || msg.siteVersion !== pageSiteVersion())
        location.reload();
      serverId = msg.serverId;
      // updates sent while this page loaded (or while the connection was down) were missed: catch up
      update({ type: 'update', chunks: {}, all: true });
      return;
    case 'update':
      update(msg);
      return;
    case 'reload':
      location.reload();
      return;
    case 'errors':
      showErrors(msg.errors);
      return;
    default: {
      const unhandled: never = msg;
      console.warn('tn-docs dev: unknown message', unhandled);
    }
  }
}

/** The site-data version this page was rendered with (see the `__tn_site` script). */
function pageSiteVersion(): number {
  return Number(document.getElementById('__tn_site')?.dataset.version ?? -1);
}

function position(e: DevError): string {
  if (!e.file) return '';
  return e.line ? `${e.file}:${e.line}:${e.column ?? 1}` : e.file;
}

const STYLE = `
:host { all: initial; }
.backdrop { position: fixed; inset: 0; z-index: 2147483647; background: rgb(0 0 0 / 0.6);
  display: flex; align-items: flex-start; justify-content: center; padding: 5vh 16px; overflow: auto;
  font: 14px/1.5 system-ui, sans-serif; }
.panel { background: #1b1f27; color: #e6e8ec; border-top: 4px solid #ff6b6b; border-radius: 6px;
  max-width: 960px; width: 100%; box-shadow: 0 10px 40px rgb(0 0 0 / 0.5); padding: 20px 24px; }
.panel:focus { outline: 2px solid #7cc4ff; outline-offset: 2px; }
h2 { margin: 0 0 12px; font-size: 18px; color: #ff8f8f; }
.error + .error { margin-top: 20px; padding-top: 20px; border-top: 1px solid #343a46; }
.code { font-weight: 600; color: #ff8f8f; }
.file { color: #7cc4ff; word-break: break-all; }
.message { margin: 6px 0; white-space: pre-wrap; }
pre { background: #0f1217; color: #e6e8ec; padding: 12px; border-radius: 4px; overflow: auto;
  font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
.hint { color: #b6e3a1; }
.footer { display: flex; justify-content: space-between; align-items: center; margin-top: 16px; gap: 12px;
  color: #a9b0bc; flex-wrap: wrap; }
button { font: inherit; color: #0f1217; background: #7cc4ff; border: 0; border-radius: 4px;
  padding: 6px 14px; cursor: pointer; }
button:focus-visible { outline: 2px solid #fff; outline-offset: 2px; }
`;

/** Removes the overlay; `restore` gives focus back to where it was before the overlay opened. */
function removeOverlay(restore: boolean): void {
  const host = document.getElementById(OVERLAY_ID);
  shown = '';
  if (!host) return;
  host.remove();
  if (restore && returnFocus?.isConnected) returnFocus.focus();
  if (restore) returnFocus = null;
}

/**
 * The overlay: one panel listing every error with its position, code frame and hint. The same errors sent
 * again leave it as it is; new ones replace its content, and focus still returns to where it was before the
 * first one opened.
 */
function showErrors(errors: DevError[]): void {
  const signature = JSON.stringify(errors);
  if (signature === shown) return;
  const open = Boolean(document.getElementById(OVERLAY_ID));
  if (!open) returnFocus = document.activeElement as HTMLElement | null;
  const show = errors.length > 0 && signature !== dismissed;
  removeOverlay(!show);
  if (!show) return;
  shown = signature;
  const host = document.createElement('div');
  host.id = OVERLAY_ID;
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const backdrop = el('div', 'backdrop');
  const panel = el('div', 'panel');
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', 'tn-dev-title');
  panel.setAttribute('aria-describedby', 'tn-dev-errors');
  panel.tabIndex = -1;
  const title = el('h2', '', errors.length === 1 ? 'Build error' : `${errors.length} build errors`);
  title.id = 'tn-dev-title';
  const list = el('div');
  list.id = 'tn-dev-errors';
  for (const e of errors) {
    const item = el('section', 'error');
    const head = el('div');
    head.append(el('span', 'code', `error ${e.code}`));
    if (e.file) head.append(' ', el('span', 'file', position(e)));
    item.append(head, el('p', 'message', e.message));
    if (e.frame) item.append(el('pre', '', e.frame));
    if (e.hint) item.append(el('p', 'hint', `hint: ${e.hint}`));
    list.append(item);
  }
  const close = el('button', '', 'Close');
  close.type = 'button';
  const dismiss = () => {
    dismissed = signature;
    removeOverlay(true);
  };
  close.addEventListener('click', dismiss);
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') dismiss();
    if (e.key === 'Tab') {
      // the close button is the only control: keep focus inside the dialog
      e.preventDefault();
      close.focus();
    }
  });
  const footer = el('div', 'footer');
  footer.append(el('span', '', 'Fix the file and save: this overlay closes by itself.'), close);
  panel.append(title, list, footer);
  backdrop.append(panel);
  root.append(style, backdrop);
  document.body.append(host);
  panel.focus();
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

connect();
