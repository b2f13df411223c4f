import { connection } from 'next/server';
import { BaselineForm } from './form';

// The empty page with a form whose server action does nothing (./actions.js), at the address of the
// site's Add My Property form, where the site's server (server.ts) takes an upload's body and admits
// it in the uploads' lane (lib/server/body-limits.ts), as it does the site's.
export default async function Page() {
  await connection();
  return (
    <main>
      <h1>Baseline</h1>
      <BaselineForm />
    </main>
  );
}
