// The same empty page, prerendered at build time and served from Next.js's full-route cache: the
// most Next.js can do for any page on this machine (bench:throughput). For throughput only:
// without a per-request nonce its scripts do not run under the site's Content-Security-Policy.
export const dynamic = 'force-static';

// the site's middleware serves unprefixed addresses from its English segment (/en/…)
export function generateStaticParams() {
  return [{ lang: 'en' }];
}

export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
    </main>
  );
}
