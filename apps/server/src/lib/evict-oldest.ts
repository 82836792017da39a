/** The share of a full map dropped at once. */
const EVICTED_SHARE = 0.1;

/**
 * Makes room in a full map of per-client windows (oldest first, as a Map keeps its insertion order) by
 * dropping its oldest tenth in one pass. Dropping one entry per new client walked, every time, over all
 * the entries dropped before it (a Map keeps deleted slots in place until it is rebuilt): with a new
 * client on every request, thousands of steps each.
 */
export function evictOldest<V>(
  map: Map<string, V>,
  maxKeys: number,
  onEvict?: (key: string, value: V) => void,
) {
  const keep = Math.floor(maxKeys * (1 - EVICTED_SHARE));
  for (const [key, value] of map) {
    if (map.size <= keep) break;
    map.delete(key);
    onEvict?.(key, value);
  }
}
