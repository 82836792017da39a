/**
 * The data block `id` the server wrote into a page it painted (the API's answer the page needs; ids in
 * packages/shared server-html.ts), or undefined when there is none or it is malformed (the app then
 * fetches as usual).
 */
export function readDataBlock<T>(id: string): T | undefined {
  const block = document.getElementById(id);
  if (!block) return undefined;
  try {
    return JSON.parse(block.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}
