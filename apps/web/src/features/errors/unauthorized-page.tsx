import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ErrorLayout } from './error-layout.tsx';

export function UnauthorizedPage() {
  return (
    <ErrorLayout
      title="Access Denied"
      icon={<ShieldAlert className="size-14 text-red-700" aria-hidden="true" />}
    >
      <p className="mt-2 max-w-md text-gray-600">
        You do not have permission to view this page. Please log in with the appropriate account.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/login">Go to Login</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back Home</Link>
        </Button>
      </div>
    </ErrorLayout>
  );
}
