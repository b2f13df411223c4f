import { connection } from 'next/server';

// rendered per request like every page of the site (so its scripts carry the middleware's nonce)
export default async function Page() {
  await connection();
  return (
    <main>
      <h1>Baseline</h1>
    </main>
  );
}
