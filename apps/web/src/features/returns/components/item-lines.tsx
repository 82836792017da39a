import type { ReturnAnswer } from '@resham/shared';

/** '1 × Kanjivaram', one a line: what goes back, or what an exchange is for. */
export function ItemLines({ lines }: { lines: ReturnAnswer['items'] }) {
  return (
    <ul>
      {lines.map((item) => (
        <li key={item.productId}>
          {item.quantity} × {item.title}
        </li>
      ))}
    </ul>
  );
}
