import { PageShell } from '../../components/page-shell';

export default function TermsConditionsPage() {
  return <PageShell title="Terms and Conditions" />;
}
