'use client';

import { useActionState } from 'react';
import { baselineAction } from './actions';

// posted the way the site's forms post theirs: through useActionState
export function BaselineForm() {
  const [state, action] = useActionState(baselineAction, { sent: true });
  return (
    <form action={action}>
      <input name="fullName" aria-label="Name" />
      <input type="file" name="photos" multiple aria-label="Photos" />
      <button>Send</button>
      <p>{state.sent ? '' : 'Not sent.'}</p>
    </form>
  );
}
