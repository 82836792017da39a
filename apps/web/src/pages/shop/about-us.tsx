import { PageShell } from '../../components/page-shell';

export default function AboutUsPage() {
  return <PageShell title="About Us" />;
}
