import {
  type AdminDispute,
  DISPUTE_OUTCOME_LABELS,
  formatDateTime,
  formatKwacha,
  shortId,
} from '@njira/domain';
import { Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DisputeEvidence } from '../../components/ui/dispute-evidence.tsx';
import { adminPaths } from './admin-paths.ts';
import { useDisputes } from './api/get-disputes.ts';
import { CardQueue } from './card-queue.tsx';
import { ResolveDisputeButton } from './resolve-dispute-dialog.tsx';

export const DISPUTES_PAGE_SIZE = 20;
const LOAD_ERROR = 'Error loading disputes';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="break-words text-gray-900">{children}</dd>
    </div>
  );
}

function DisputeItem({ dispute }: { dispute: AdminDispute }) {
  const r = dispute.resolution;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-gray-900">
              <Link
                className="font-mono underline-offset-2 hover:underline"
                to={adminPaths.shipment(dispute.shipmentId)}
              >
                Shipment #{shortId(dispute.shipmentId)}
              </Link>
            </h2>
            <p className="text-sm break-words text-gray-700">
              {dispute.cargo} · {dispute.fromLocation} → {dispute.toLocation}
            </p>
          </div>
          {r ? <Badge variant="neutral">Resolved</Badge> : <Badge variant="warning">Open</Badge>}
        </div>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Fact term="Cargo owner">{dispute.owner.name}</Fact>
          <Fact term="Transporter">{dispute.transporter.name}</Fact>
          <Fact term={r ? 'Paid' : 'Held in escrow'}>{formatKwacha(r ? dispute.amount : dispute.held)}</Fact>
          <Fact term="Opened">{formatDateTime(dispute.openedAt)}</Fact>
        </dl>
        <DisputeEvidence
          shipmentId={dispute.shipmentId}
          reason={dispute.reason}
          openedBy={dispute.owner.name}
          openedAt={dispute.openedAt}
          answer={dispute.answer}
          photos={dispute.photos}
          // The open ones are what the admin decides on: their photos load at once.
          autoLoadPhotos={r === null}
        />
        {r ? (
          <div className="rounded-md bg-muted p-3 text-sm">
            <p className="font-medium text-gray-900">
              {DISPUTE_OUTCOME_LABELS[r.outcome]}
              {r.refunded > 0 && ` (${formatKwacha(r.refunded)} refunded)`}
            </p>
            <p className="break-words whitespace-pre-line text-gray-700">{r.reason}</p>
            <p className="text-xs text-muted-foreground">
              {r.resolvedBy} · {formatDateTime(r.resolvedAt)}
            </p>
          </div>
        ) : (
          <div>
            <ResolveDisputeButton dispute={dispute} />
          </div>
        )}
      </Card>
    </li>
  );
}

/** /dashboard/admin/disputes: payment disputes, open ones first, each resolved here (issue 26). */
export function DisputesPage() {
  const disputes = useDisputes(DISPUTES_PAGE_SIZE);

  return (
    <>
      <PageHeader title="Disputes" description="Payments on hold until you decide" />
      <CardQueue
        query={disputes}
        label="Disputes"
        noun="disputes"
        loading="Loading disputes..."
        loadError={LOAD_ERROR}
        empty={{ icon: Scale, title: 'No disputes' }}
      >
        {(d) => <DisputeItem key={d.id} dispute={d} />}
      </CardQueue>
    </>
  );
}
