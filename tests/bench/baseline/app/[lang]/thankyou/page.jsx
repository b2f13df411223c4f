import { Dialog, DialogButton } from '../../../../../../components/ui/dialog';

const DIALOG = 'baseline-dialog';

// The empty page with the one control a detail page's visitor taps first: the site's own native
// dialog button and dialog (components/ui/dialog.tsx, an invoker command with a click fallback).
// What a tap on it costs here, while the framework loads and hydrates, is the floor bench:taps
// reads the site's taps against.
// Made once, as the site's pages a visitor opens first are, at the address of a thank-you page (/thankyou),
// which the site's middleware, answering in front of this app, passes on as a page made once: any
// other one-segment address it would take for a landing page.
export { madeOnFirstRequest as generateStaticParams } from '../../../../../../lib/cached-routes';
export const revalidate = 300;

export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <DialogButton dialog={DIALOG}>Open the dialog</DialogButton>
      <Dialog id={DIALOG} title="A dialog">
        <p>Opened from the HTML alone.</p>
      </Dialog>
    </main>
  );
}
