import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/use-session.ts';
import { usePostLoad } from './api/post-load.ts';
import { AdditionalInformationSection } from './post-load-budget-section.tsx';
import { clearDraft } from './post-load-draft.ts';
import { firstMessage, usePostLoadForm } from './post-load-form.ts';
import { DeliveryDetailsSection, PickupDetailsSection } from './post-load-route-sections.tsx';
import { CargoDetailsSection } from './post-load-section.tsx';

const HOME = '/dashboard/cargo-owner';

/** Post New Load (spec sections 2 and 5): four sections, checked on submit, a draft kept across reloads. */
export function PostLoadPage() {
  const handle = useRouteHandle();
  const navigate = useNavigate();
  const userId = useSession()?.user.id ?? 'anonymous';
  const form = usePostLoadForm(userId);
  const postLoad = usePostLoad();

  const onSubmit = form.handleSubmit(
    (values) =>
      postLoad.mutate(values, {
        onSuccess: () => {
          clearDraft(userId);
          toast.success('Load posted successfully!', 'Transporters can now bid on your load.');
          void navigate(HOME);
        },
        onError: (error) => toast.error('Error posting load', errorMessage(error, 'Request failed')),
      }),
    (invalid) => {
      const message = firstMessage(invalid);
      if (message) toast.error(message);
    },
  );

  return (
    <>
      <PageHeader title={handle?.title ?? 'Post New Load'} description={handle?.description} />
      <form noValidate onSubmit={onSubmit} className="flex max-w-4xl flex-col gap-6">
        <CargoDetailsSection form={form} />
        <PickupDetailsSection form={form} />
        <DeliveryDetailsSection form={form} />
        <AdditionalInformationSection form={form} />

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={HOME} className={buttonClasses('outline', 'lg')}>
            Cancel
          </Link>
          <Button type="submit" size="lg" loading={postLoad.isPending}>
            {postLoad.isPending ? 'Posting Load...' : 'Post Load & Get Quotes'}
          </Button>
        </div>
      </form>
    </>
  );
}
