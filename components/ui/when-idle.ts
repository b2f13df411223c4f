/**
 * Runs `task` once the browser has an idle moment after the current work (requestIdleCallback, at
 * the latest after `timeout` ms), or in a task of its own where there is no such callback (Safari).
 * For what a page does when it starts but nobody waits for: it then never lengthens the task that
 * hydrates the page, nor a tap's wait. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
