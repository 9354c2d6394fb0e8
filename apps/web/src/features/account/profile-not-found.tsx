import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

/** Spec 'Shared screens': no profile to show (the account is gone or the session has no user). */
export function ProfileNotFound() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="rounded-full bg-muted p-4 text-gray-600">
        <UserX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-semibold text-gray-900">Profile Not Found</h1>
      <p className="text-sm text-muted-foreground">Please login again</p>
      <Link to="/login" className={buttonClasses('primary', 'md', 'mt-2')}>
        Go to Login
      </Link>
    </Card>
  );
}
