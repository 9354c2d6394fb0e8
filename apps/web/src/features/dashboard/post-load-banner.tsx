import { PlusCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

/** The cargo owner's first step, above the figures: post a load. */
export function PostLoadBanner() {
  return (
    <section
      aria-labelledby="post-load-banner"
      className="mb-6 flex flex-col gap-4 rounded-xl bg-brand-700 p-5 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="post-load-banner" className="text-lg font-bold">
          Need to ship cargo?
        </h2>
        <p className="text-sm text-brand-50">
          Post a load and get competitive quotes from verified transporters.
        </p>
      </div>
      <Link
        to="/dashboard/cargo-owner/post-load"
        className={buttonClasses('outline', 'lg', 'bg-white text-brand-800 hover:bg-brand-50')}
      >
        <PlusCircle className="size-5" aria-hidden="true" />
        Post New Load
      </Link>
    </section>
  );
}
