import { connection } from 'next/server';
import { BaselineForm } from './form';

// The empty page with a form whose server action does nothing (./actions.js).
export default async function Page() {
  await connection();
  return (
    <main>
      <h1>Baseline</h1>
      <BaselineForm />
    </main>
  );
}
