import { EMAIL_LINK_INVALID } from '@njira/domain';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { type EmailLinkAction, useEmailLink } from './api/email-links.ts';
import { AuthLayout } from './auth-layout.tsx';
import { InvalidLink, LinkOutcome } from './invalid-link.tsx';

interface EmailLinkPageProps {
  action: EmailLinkAction;
  title: string;
  description: string;
  button: string;
  /** The heading once it worked. */
  done: string;
  /** Where to go after it worked, and what the link says. */
  next: { to: string; label: string };
}

/**
 * A link from an e-mail about a change of sign-in e-mail. It acts only when the person presses the
 * button: mail scanners open links to check them, and one must not confirm or undo anything.
 */
function EmailLinkPage({ action, title, description, button, done, next }: EmailLinkPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const open = useEmailLink(action);
  // The server's word that the link is unknown, used, expired (400) or its address taken (409).
  const refused = open.error instanceof ApiError && (open.error.status === 400 || open.error.status === 409);

  if (!token || token.length < 20 || refused) {
    return (
      <InvalidLink
        title="Link not valid"
        message={(refused && open.error?.message) || EMAIL_LINK_INVALID}
        action={{ to: '/login', label: 'Go to sign in' }}
      />
    );
  }

  if (open.isSuccess) {
    return <LinkOutcome title={done} message={open.data.message} action={next} tone="done" />;
  }

  return (
    <AuthLayout title={title} description={description}>
      <Button
        size="lg"
        className="w-full"
        loading={open.isPending}
        onClick={() =>
          open.mutate(token, {
            onError: (error) => {
              // A refusal is shown in the page; anything else (no connection, a server error) can be retried.
              if (!(error instanceof ApiError && (error.status === 400 || error.status === 409))) {
                toast.error('Could not reach Njira', errorMessage(error, 'Please try again.'));
              }
            },
          })
        }
      >
        {open.isPending ? 'Working…' : button}
      </Button>
      <p className="mt-6 text-center text-sm text-gray-700">
        <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}

/** /confirm-email?token=…: the new address makes itself the sign-in e-mail. */
export function ConfirmEmailPage() {
  return (
    <EmailLinkPage
      action="confirm-email"
      title="Confirm your new email"
      description="From now on you will sign in to Njira with this address."
      button="Confirm my new email"
      done="Email confirmed"
      next={{ to: '/login', label: 'Go to sign in' }}
    />
  );
}

/** /undo-email-change?token=…: the old address keeps the account and signs out every device. */
export function UndoEmailChangePage() {
  return (
    <EmailLinkPage
      action="undo-email-change"
      title="Keep your sign-in email"
      description="If you did not ask to change your email, keep this one. Every device signed in to your account will be signed out."
      button="Keep my email and sign out everywhere"
      done="Your email is kept"
      next={{ to: '/forgot-password', label: 'Choose a new password' }}
    />
  );
}
