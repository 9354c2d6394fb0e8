import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ErrorLayout } from './error-layout.tsx';

export function NotFoundPage() {
  return (
    <ErrorLayout code="404" title="Oops! Page not found">
      <p className="mt-2 max-w-md text-gray-600">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <Home className="size-4" aria-hidden="true" />
          Home
        </Link>
      </Button>
    </ErrorLayout>
  );
}
