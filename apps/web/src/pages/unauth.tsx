import { MESSAGES } from '@resham/shared';
import { StatusPage } from '../components/status-page';

export default function UnauthPage() {
  return <StatusPage message={MESSAGES.pages.unauth} />;
}
