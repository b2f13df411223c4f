/**
 * The User Timing mark the site sets once React has taken the page over (components/layout/
 * hydration-mark.tsx): from then on every control's script is live. The end-to-end tests and the
 * benchmarks read it with `performance.getEntriesByName(HYDRATED_MARK)`.
 */
export const HYDRATED_MARK = 'site:hydrated';
