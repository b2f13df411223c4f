import { Fragment, type ReactNode } from 'react';
import { emailLineParts, mailtoHref } from '@/lib/contact-links';

/**
 * A link that writes an e-mail address: a narrow column breaks it after its @ or before a dot
 * (`<wbr>`), never mid-word while those fit. Its name is the address as written: Chromium reads a
 * `<wbr>` as a space in the name it computes from the text.
 */
export function EmailLink({ email, icon }: { email: string; icon?: ReactNode }) {
  return (
    <a href={mailtoHref(email)} aria-label={email.trim()}>
      {icon ? <>{icon} </> : null}
      {emailLineParts(email).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
