/**
 * "Unexpected Application Error!" with the status or message (spec §8): what shows when the application
 * itself failed. Plain markup: it relies on nothing the application sets up.
 */
export function UnexpectedError({ detail }: { detail: string }) {
  return (
    <main style={{ fontFamily: 'Roboto, Helvetica, Arial, sans-serif', padding: 32, maxWidth: 720 }}>
      <h1>Unexpected Application Error!</h1>
      <p style={{ fontStyle: 'italic' }}>{detail}</p>
      <p>
        Please contact support. <a href="/">Reload TAMS</a>
      </p>
    </main>
  );
}
