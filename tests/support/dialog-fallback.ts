/**
 * The site's dialogs in a browser without HTML's invoker commands (`<button commandfor command>`),
 * where components/ui/dialog.tsx opens and closes them from the buttons' click once its scripts run.
 * `withoutInvokerCommands` runs before the page's own scripts and makes the page such a browser: the
 * `command` property the site tests for is gone, and the browser's own handling of the attributes is
 * cancelled (the `command` event it fires at the dialog first), so only the site's click can open or
 * close a dialog. `checkDialogs` opens each kind with one click and closes it with its close button,
 * through a `DialogDriver` of Playwright (Chromium) or of puppeteer-core (Firefox ESR over WebDriver
 * BiDi; Playwright cannot drive a stock Firefox: tests/e2e/dialog-fallback.spec.ts).
 */

export function withoutInvokerCommands() {
  const button = HTMLButtonElement.prototype as { command?: unknown; commandForElement?: unknown };
  delete button.command;
  delete button.commandForElement;
  window.addEventListener('command', (e) => e.preventDefault(), true);
}

/** What a test needs of a browser page, in its driver's own terms. */
interface DialogDriver {
  setWidth(width: number): Promise<void>;
  /** a click as a visitor makes it, on the first element `selector` matches */
  click(selector: string): Promise<void>;
  /** runs `script` in the page with `arg` */
  evaluate(script: (arg: string) => unknown, arg: string): Promise<unknown>;
  /** waits until the dialog `id` is open as a modal (`open` true) or closed; throws `message` if it never is */
  waitForDialog(id: string, open: boolean, message: string): Promise<void>;
}

interface DialogCase {
  name: string;
  width: number;
  opener: string;
  dialog: string;
}

/** Every kind of dialog: the detail page's (its Reference No on desktop only) and the phone's menu. */
const DIALOG_CASES: DialogCase[] = [
  { name: 'Request a Viewing', width: 1280, opener: 'button[commandfor="viewing-dialog"][command="show-modal"]', dialog: 'viewing-dialog' },
  { name: 'Contact Agent', width: 1280, opener: 'button[commandfor="contact-dialog"][command="show-modal"]:not([aria-label])', dialog: 'contact-dialog' },
  { name: 'Reference No', width: 1280, opener: 'button[commandfor="contact-dialog"][command="show-modal"][aria-label^="Reference No"]', dialog: 'contact-dialog' },
  { name: 'Show Video', width: 1280, opener: 'button[commandfor="video-dialog"][command="show-modal"]', dialog: 'video-dialog' },
  { name: 'Show Location', width: 1280, opener: 'button[commandfor="location-dialog"][command="show-modal"]', dialog: 'location-dialog' },
  { name: 'All photos', width: 1280, opener: 'button[commandfor="photo-viewer"][command="show-modal"]:not([aria-label])', dialog: 'photo-viewer' },
  { name: 'the menu', width: 390, opener: 'button[commandfor="mobile-menu"][command="show-modal"]', dialog: 'mobile-menu' },
];

const BARE = 'bare-invoker';

/**
 * On a detail page that has hydrated: first proves the browser itself opens nothing (a bare invoker
 * button, without the site's script, opens no dialog), then opens each dialog with one click on its
 * button and closes it with one click on its close button.
 */
export async function checkDialogs(driver: DialogDriver): Promise<void> {
  await driver.setWidth(1280);
  await driver.evaluate((id) => {
    const bare = document.createElement('button');
    bare.id = id;
    bare.textContent = 'Bare invoker';
    bare.setAttribute('commandfor', 'viewing-dialog');
    bare.setAttribute('command', 'show-modal');
    bare.style.cssText = 'position: fixed; top: 0; left: 0; z-index: 2147483647';
    document.body.append(bare);
  }, BARE);
  await driver.click(`#${BARE}`);
  const opened = await driver.evaluate((id) => (document.getElementById(id) as HTMLDialogElement).open, 'viewing-dialog');
  if (opened) throw new Error('the browser opened a dialog from the HTML alone: invoker commands are still on');
  await driver.evaluate((id) => document.getElementById(id)?.remove(), BARE);

  for (const c of DIALOG_CASES) {
    await driver.setWidth(c.width);
    await driver.click(c.opener);
    await driver.waitForDialog(c.dialog, true, `${c.name}: one click did not open its dialog`);
    await driver.click(`#${c.dialog} button[commandfor="${c.dialog}"][command="close"]`);
    await driver.waitForDialog(c.dialog, false, `${c.name}: its close button did not close the dialog`);
  }
}

/** Runs in the page: whether the dialog is open as a modal (`open`) or closed. */
export function dialogIs([id, open]: [string, boolean]): boolean {
  const dialog = document.getElementById(id) as HTMLDialogElement | null;
  return open ? Boolean(dialog?.open && dialog.matches(':modal')) : dialog?.open === false;
}
