import type { Metadata } from 'next';
import { ContactsPageView } from '@/features/contacts/contacts-page-view';

export const metadata: Metadata = { title: 'Welcome' };

/** Where hosted sign-in returns people (SPEC §2); see ContactsPageView. */
export default function ContactsPage() {
  return <ContactsPageView />;
}
