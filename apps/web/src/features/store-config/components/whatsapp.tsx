import { MessageCircle } from 'lucide-react';
import { useHydrating } from '../../../lib/hydration';
import { cn } from '../../../lib/cn';
import { useStoreConfig } from '../api';

/** A wa.me link to the shop's WhatsApp number with a message typed in. */
export const whatsappHref = (number: string, text: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

/**
 * The shop's address for links in messages: PUBLIC_URL when set, else this page's origin — known only
 * in the browser, so while the server's HTML hydrates the link carries the path alone (no mismatch).
 */
function useShopOrigin(): string {
  const hydrating = useHydrating();
  const publicUrl = useStoreConfig()?.publicUrl ?? '';
  if (publicUrl) return publicUrl;
  return hydrating || typeof window === 'undefined' ? '' : window.location.origin;
}

const linkClass = 'inline-flex items-center gap-2 rounded-sm font-medium underline-offset-4 hover:underline';

/** "Chat on WhatsApp" in the footer; nothing without STORE_WHATSAPP. */
export function ChatOnWhatsApp({ className }: { className?: string }) {
  const number = useStoreConfig()?.storeWhatsapp;
  if (!number) return null;
  return (
    <a
      href={whatsappHref(number, 'Hello! I have a question about your sarees.')}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(linkClass, className)}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      Chat on WhatsApp
    </a>
  );
}

/** "Ask about this saree" on a product page: the product's name and address in the message. */
export function AskOnWhatsApp({ title, path }: { title: string; path: string }) {
  const number = useStoreConfig()?.storeWhatsapp;
  const origin = useShopOrigin();
  if (!number) return null;
  return (
    <a
      href={whatsappHref(number, `Hello! I would like to ask about "${title}": ${origin}${path}`)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(linkClass, 'text-green-800')}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      Ask about this saree
    </a>
  );
}
