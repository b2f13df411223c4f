import { consentBootScript } from '@/lib/consent';

/**
 * Runs in <head> before the first paint: hides the cookie banner once a choice is stored and, when
 * analytics is configured, sets consent mode to denied by default (lib/consent.ts).
 */
export function ConsentBoot({ measurementId }: { measurementId?: string }) {
  return <script id="consent-boot" dangerouslySetInnerHTML={{ __html: consentBootScript(measurementId) }} />;
}
