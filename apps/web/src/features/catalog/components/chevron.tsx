import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/lean-icons';

/** A chevron icon (left or right) for carousel arrows. */
export function Chevron({ left = false }: { left?: boolean }) {
  return left ? <ChevronLeftIcon className="size-5" /> : <ChevronRightIcon className="size-5" />;
}
