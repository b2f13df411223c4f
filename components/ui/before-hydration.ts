/**
 * What a visitor typed or chose in a part's server-rendered controls before React hydrated it (on a
 * slow phone, the first seconds of a page). React keeps such a change in the page but does not tell
 * the component (it replays no change event), so a part whose answers follow its controls reads them
 * once when it mounts.
 */

/** The value of the radio button of group `name` checked inside `root`, if any. */
export function checkedValue(root: HTMLElement, name: string): string | undefined {
  return [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) => r.name === name && r.checked)?.value;
}
