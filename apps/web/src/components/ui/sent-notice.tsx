/** What a form that emails something says once it is sent (the same words whether or not it matched). */
export function SentNotice({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-md border border-maroon-200 bg-white p-4 text-sm text-ink">
      {children}
    </p>
  );
}
