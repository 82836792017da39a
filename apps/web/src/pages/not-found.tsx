import { MESSAGES } from '@resham/shared';
import { StatusPage } from '../components/status-page';

export default function NotFoundPage() {
  return <StatusPage message={MESSAGES.pages.notFound} />;
}
