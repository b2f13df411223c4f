/**
 * What the site sets once React has taken the page over (components/layout/hydration-mark.tsx): from
 * then on every control's script is live. The benchmarks read the User Timing mark for when it
 * happened (`performance.getEntriesByName(HYDRATED_MARK)`); the end-to-end tests wait for the
 * attribute on <html>, which a test's fake clock cannot hide.
 */
export const HYDRATED_MARK = 'site:hydrated';
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
