import { redirect } from 'next/navigation';

/** Where hosted sign-in returns people; until that exists it is the home page. */
export default function ContactsPage() {
  redirect('/');
}
