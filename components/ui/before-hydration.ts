/**
 * What a visitor typed or chose in a part's server-rendered controls before React hydrated it. React
 * keeps such a change in the page but does not tell the component (it replays no change event), so a
 * part hydrated late (components/ui/near-view-island.tsx) reads its controls once when it mounts.
 */

/** The value of the radio button of group `name` checked inside `root`, if any. */
export function checkedValue(root: HTMLElement, name: string): string | undefined {
  return [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) => r.name === name && r.checked)?.value;
}
