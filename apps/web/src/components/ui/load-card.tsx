import { MapPin } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Card } from './card.tsx';
import { cn } from './cn.ts';

export interface LoadFact {
  label: string;
  value: ReactNode;
  /** Drawn before the label, e.g. a weight for 'Weight'. */
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
}

interface LoadCardProps {
  /** The quote's id: the card is an article named by its heading. */
  id: string;
  title: ReactNode;
  /** The small monospaced line under the title: the quote's number or its whole id. */
  subtitle: ReactNode;
  badges: ReactNode;
  /** Lines under the heading, before the route (when it was posted, what the cargo is). */
  about?: ReactNode;
  from: string;
  to: string;
  facts: LoadFact[];
  /** Four facts in a row from 640 px, where the card is wide enough for them. */
  factsInARow?: boolean;
  /** Under the facts, e.g. the budget against the bids so far. */
  summary?: ReactNode;
  /** The buttons, in the row (and spacing) their sizes need. */
  actions: ReactNode;
}

/**
 * One load in a list of cards: Available Loads (the transporter's) and My Quotes (the owner's) show
 * the same heading, route and facts, each with its own badges, summary and actions.
 */
export function LoadCard(props: LoadCardProps) {
  const headingId = `load-${props.id}`;
  return (
    <Card className="flex w-full flex-col gap-3 p-4 sm:p-5" role="article" aria-labelledby={headingId}>
      <div>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold break-words text-gray-900">
              {props.title}
            </h3>
            <p className="font-mono text-xs break-all text-muted-foreground">{props.subtitle}</p>
          </div>
          <div className="flex flex-wrap gap-1.5">{props.badges}</div>
        </div>
        {props.about}
      </div>

      <p className="flex items-center gap-2 text-sm font-medium text-gray-900">
        <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {props.from} → {props.to}
      </p>

      <dl className={cn('grid grid-cols-2 gap-3', props.factsInARow && 'sm:grid-cols-4')}>
        {props.facts.map(({ label, value, icon: Icon }) => (
          <div key={label} className="min-w-0">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              {Icon && <Icon className="size-3.5 shrink-0 text-gray-500" aria-hidden="true" />}
              {label}
            </dt>
            <dd className="truncate text-sm font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>

      {props.summary}
      {props.actions}
    </Card>
  );
}
