import { PAGE_MESSAGES } from '@resham/shared';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** Route error page: the heading 'Unexpected Application Error!' followed by the error message. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <main className="mx-auto grid min-h-screen max-w-2xl content-center gap-4 p-6">
      <h1 className="text-3xl font-semibold text-maroon-900">{PAGE_MESSAGES.routeError}</h1>
      <p className="rounded-md bg-maroon-50 p-4 font-mono text-sm break-words text-maroon-900">
        {messageOf(error)}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="rounded-md bg-maroon-800 px-4 py-2 text-sm font-medium text-ivory hover:bg-maroon-700"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
        <a
          href="/"
          className="rounded-md px-4 py-2 text-sm font-medium text-maroon-800 underline-offset-4 hover:underline"
        >
          Go to the home page
        </a>
      </div>
    </main>
  );
}
