/**
 * Next.js's start-up hook: a production `next start` refuses to run with settings a public site must
 * not have, as the site's own server (server.ts) does (lib/server/production-start.ts). Not while
 * building, and only in the Node.js runtime (the Edge runtime has no process to end).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === 'phase-production-build') return;
    const { refuseUnsafeProductionStart } = await import('./lib/server/production-start');
    refuseUnsafeProductionStart();
  }
}
