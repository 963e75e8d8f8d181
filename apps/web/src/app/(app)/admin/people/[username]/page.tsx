import type { Metadata } from 'next';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { PersonView } from '@/features/admin/person-view';

type Params = Promise<{ username: string }>;

/** The segment as typed; a malformed escape is kept as it came, and the API says no one has it. */
function usernameOf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: `Person: ${usernameOf((await params).username)}` };
}

export default async function AdminPersonPage({ params }: { params: Params }) {
  const username = usernameOf((await params).username);
  return (
    <RequireSignedIn>
      <PersonView username={username} />
    </RequireSignedIn>
  );
}
