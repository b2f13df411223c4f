'use server';

// A server action that does nothing with what it is sent: what Next.js alone spends receiving a
// form, the floor flood (b) of bench:abuse reads the site's add-my-property action against.
export async function baselineAction() {
  return { sent: false };
}
