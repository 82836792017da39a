/**
 * The shop's bar, sent in #root of the pages the browser renders (account, checkout, admin): painted
 * with the HTML and the stylesheet before the app's code arrives, so a guest on a phone sees the shop at
 * once, not a white page. The app replaces it.
 */
export function ShellBar() {
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-40 border-b border-gold-500/40 bg-maroon-900 shadow-md"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-center px-3 sm:px-4 md:justify-start md:px-8">
        <span className="font-serif text-2xl font-semibold tracking-[0.08em] text-ivory max-sm:text-xl">
          Resham
        </span>
      </div>
    </div>
  );
}
